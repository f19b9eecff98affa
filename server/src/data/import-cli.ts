import 'reflect-metadata';
import path from 'node:path';
import { entities } from '../composition.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { mediaStores } from '../modules/media/index.js';
import { importFile, importSummaryText } from './import/importer.js';

/**
 * npm run db:import -- FICHIER.json
 * Imports restaurants (format: schema/rest.md, "Import de restaurants") into DATABASE_URL or the embedded database.
 * All or nothing: on error nothing is written and the process exits with code 1.
 */
const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1 || args[0] === '-h' || args[0] === '--help') {
  console.error('Usage : npm run db:import -- FICHIER.json');
  process.exit(args.length === 1 ? 0 : 1);
}
// npm runs scripts from the package root; a relative path is meant from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);

let db: Database | null = null;
let exitCode = 0;
try {
  const config = loadConfig();
  db = await openDatabase(config, (m) => console.log(m), entities);
  const started = Date.now();
  const summary = await importFile(db.dataSource, file, { storage: mediaStores(config).public, log: (m) => console.log(m) });
  console.log(`${importSummaryText(summary)} (${summary.photos} photo${summary.photos > 1 ? 's' : ''}, ${((Date.now() - started) / 1000).toFixed(1)} s).`);
} catch (error) {
  console.error(`Import impossible : ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await db?.close().catch(() => {});
}
process.exit(exitCode);
