// npm run migration:generate -- <kebab-name>
// Writes migrations/<epoch-ms>-<kebab-name>.ts with the SQL that makes the tables match the entities: TypeORM's schema
// diff (what its own `migration:generate` writes) against a scratch database made by the existing migrations, so the
// result depends on the code only, never on the state of a local database. Review it before committing
// (docs/adr/0005). The scratch database is made on the server of DATABASE_URL when set (its user must be allowed to
// create a database), otherwise by an embedded PostgreSQL in a temporary folder; it is dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'migrations');

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage : npm run migration:generate -- <nom-en-kebab-case>   (par exemple : review-report)');
  process.exit(2);
}

console.log('Construction du serveur…');
const build = spawnSync('npx', ['tsc', '-p', 'server/tsconfig.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const built = (file) => import(pathToFileURL(path.join(root, 'dist/server/server/src', file)).href);
await import('reflect-metadata');
const { default: pg } = await import('pg');
const { loadConfig } = await built('config.js');
const { createDataSource } = await built('db/data-source.js');
const { entities } = await built('composition.js');
const { schemaDrift } = await built('db/schema-drift.js');

// A migration file the data source does not list would not run on the scratch database: its changes would be
// generated a second time.
const registered = new Set(createDataSource('postgres://127.0.0.1/unused', entities).options.migrations);
const unlisted = [];
for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.ts'))) {
  const compiled = await import(pathToFileURL(path.join(root, 'dist/server/migrations', file.replace(/\.ts$/, '.js'))).href);
  if (!Object.values(compiled).some((c) => registered.has(c))) unlisted.push(file);
}
if (unlisted.length) {
  console.error(`Migrations absentes de la liste de server/src/db/data-source.ts (ajoutez-les d'abord) : ${unlisted.join(', ')}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function scratchDatabase() {
  if (process.env.DATABASE_URL) {
    const base = new URL(process.env.DATABASE_URL);
    const db = `mj_generate_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = async (sql) => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${db} TEMPLATE template0 ENCODING 'UTF8'`);
    const url = new URL(base);
    url.pathname = `/${db}`;
    return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`) };
  }
  const { startEmbeddedPostgres } = await built('db/embedded-postgres.js');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-migration-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()) });
  const embedded = await startEmbeddedPostgres(config, (m) => console.log(m));
  return {
    url: embedded.url,
    async drop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const scratch = await scratchDatabase();
let drift;
try {
  const dataSource = createDataSource(scratch.url, entities, { poolSize: 1 });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    drift = await schemaDrift(dataSource);
  } finally {
    await dataSource.destroy();
  }
} finally {
  await scratch.drop();
}

if (drift.tablesWithoutEntity.length) {
  console.warn(`Attention : tables sans entité (TypeORM ne les voit pas) : ${drift.tablesWithoutEntity.join(', ')}`);
}
if (!drift.up.length) {
  console.log('Aucun écart : les entités décrivent déjà les tables, aucune migration écrite.');
  process.exit(0);
}

const last = Math.max(...readdirSync(migrationsDir).map((f) => Number(f.split('-')[0])).filter(Number.isFinite));
const timestamp = Math.max(Date.now(), last + 1);
const className = `${name.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('')}${timestamp}`;
const fileName = `${timestamp}-${name}`;

const literal = (sql) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
const call = ({ query, parameters }) =>
  `    await q.query(${literal(query)}${parameters?.length ? `, ${JSON.stringify(parameters)}` : ''});`;

const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TODO: what this migration changes and why.
 * Generated by \`npm run migration:generate -- ${name}\` from the entities; reviewed before commit (docs/adr/0005).
 */
export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(q: QueryRunner): Promise<void> {
${drift.up.map(call).join('\n')}
  }

  async down(q: QueryRunner): Promise<void> {
${[...drift.down].reverse().map(call).join('\n')}
  }
}
`;
writeFileSync(path.join(migrationsDir, `${fileName}.ts`), source);

console.log(`
Écrit : migrations/${fileName}.ts (${drift.up.length} instruction(s)).
À relire avant de l'enregistrer :
  - les noms que TypeORM invente (PK_…, UQ_…, FK_…, IDX_…, CHK_…) : donnez aux contraintes et index les noms de
    l'entité ou ceux que PostgreSQL aurait choisis (table_colonne_key, table_colonne_fkey…) ;
  - les données existantes (colonne NOT NULL ajoutée sans valeur par défaut, type changé : TypeORM supprime puis
    recrée la colonne) ;
  - ce que TypeORM ne sait pas écrire : index à opclass, descendants ou sur expression, fonctions, déclencheurs.
Puis déclarez-la dans server/src/db/data-source.ts :
  import { ${className} } from '../../../migrations/${fileName}.js';
  et ajoutez ${className} à la fin de la liste \`migrations\`.
Enfin : npx vitest run --project api tests/api/entity-schema.test.ts`);
