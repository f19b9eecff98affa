import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { mediaBackup } from './media-backup.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { backup } from '../ops/backup.js';

/**
 * npm run backup [-- <folder>] — the database of DATABASE_URL (or the embedded one) and the media, into
 * <folder>/mijote-<date> (BACKUP_DIR, or DATA_DIR/backups). README « Backups ».
 */
const config = loadConfig();
const outDir = path.resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? path.join(config.dataDir, 'backups'));
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config, (m) => console.log(m));
try {
  const folder = await backup({ databaseUrl: config.databaseUrl ?? embedded!.url, media: mediaBackup(config), outDir });
  console.log(`Sauvegarde écrite : ${folder}`);
} catch (error) {
  console.error(`Sauvegarde impossible : ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
