import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { mediaBackup } from './media-backup.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { restore } from '../ops/backup.js';

/** npm run restore -- <backup folder> — into the empty database of DATABASE_URL (or the embedded one) and MEDIA_DIR. */
const folder = process.argv[2];
if (!folder) {
  console.error('Indiquez le dossier de la sauvegarde : npm run restore -- <dossier>');
  process.exit(1);
}
const config = loadConfig();
const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config, (m) => console.log(m));
try {
  const manifest = await restore({ folder: path.resolve(folder), databaseUrl: config.databaseUrl ?? embedded!.url, media: mediaBackup(config) });
  console.log(`Restauré : la base du ${manifest.createdAt} (${manifest.database.migrations.length} migrations) et ${manifest.media.files} fichiers de médias.`);
} catch (error) {
  console.error(`Restauration impossible : ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
