import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from './api-helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const built = (file: string) => JSON.stringify(path.join(root, 'dist/server/server/src', file));

/**
 * Decides a restaurant's waiting publication request through the moderation's service (publicationService.decide),
 * run by the built server's code in a child process on the e2e server's database, as the demo admin: the specs of the
 * restaurateur's journey use it where the admin area is not their subject.
 */
export function decidePublicationThroughService(dataDir: string, idUrl: string, decision: { accept: true } | { accept: false; reason: string }): void {
  const script = `
    import 'reflect-metadata';
    const { loadConfig } = await import(${built('config.js')});
    const { createDataSource } = await import(${built('db/data-source.js')});
    const { createServices } = await import(${built('services.js')});
    const { createRequestContext } = await import(${built('graphql/context.js')});
    const { publicationService } = await import(${built('modules/publication/publication.instance.js')});
    const config = loadConfig();
    const db = createDataSource(process.env.DATABASE_URL);
    await db.initialize();
    try {
      const ctx = createRequestContext(await createServices(db, config, () => {}));
      const [request] = await db.query("SELECT q.id FROM publication_request q JOIN restaurant r ON r.id = q.restaurant_id WHERE r.id_url = $1 AND q.status = 'pending'", [process.env.ID_URL]);
      if (!request) throw new Error('Aucune demande en attente pour ' + process.env.ID_URL);
      const [admin] = await db.query("SELECT id FROM app_user WHERE role = 'admin' ORDER BY id LIMIT 1");
      await publicationService.decide(ctx, admin.id, request.id, JSON.parse(process.env.DECISION));
    } finally {
      await db.destroy();
    }`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl(dataDir), ID_URL: idUrl, DECISION: JSON.stringify(decision) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
