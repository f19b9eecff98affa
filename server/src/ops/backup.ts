import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { checkToolFor, pgTool, runTool } from './pg-tools.js';

/**
 * `npm run backup` and `npm run restore` (README « Production », « Backups »): the database as pg_dump's custom format
 * and the media folder, in one dated folder with a manifest (what it holds, the dump's SHA-256). A restore goes into an
 * empty database only, checks the dump first, and restores sequences and counters with the rows: invoice numbers go on
 * without a gap.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string; migrations: string[] };
  media: { folder: string; files: number; bytes: number };
}

const MANIFEST = 'manifest.json';
const DUMP = 'database.dump';
const MEDIA = 'media';

const stamp = (d: Date) => d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file).on('data', (d) => hash.update(d)).on('end', () => resolve(hash.digest('hex'))).on('error', reject);
  });
}

async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

async function appliedMigrations(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const exists = (await c.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS ok`)).rows[0].ok as boolean;
    return exists ? (await c.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((r) => r.name) : [];
  } finally {
    await c.end();
  }
}

/** Writes `<outDir>/mijote-<date>/`: the dump, a copy of the media folder, the manifest. Answers the folder. */
/** The media's two sides (public, private), whatever holds them (a folder, a bucket): copied out to and back from a folder. */
export interface MediaBackup {
  saveTo(folder: string): Promise<void>;
  restoreFrom(folder: string): Promise<void>;
}

export async function backup(options: { databaseUrl: string; media: MediaBackup; outDir: string; now?: Date }): Promise<string> {
  const dumpTool = pgTool('pg_dump');
  await checkToolFor(dumpTool, options.databaseUrl);
  const folder = path.join(options.outDir, `mijote-${stamp(options.now ?? new Date())}`);
  if (existsSync(folder)) throw new Error(`La sauvegarde ${folder} existe déjà.`);
  await mkdir(folder, { recursive: true });
  const dump = path.join(folder, DUMP);
  await runTool(dumpTool, ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${options.databaseUrl}`]);
  await mkdir(path.join(folder, MEDIA));
  await options.media.saveTo(path.join(folder, MEDIA));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: (options.now ?? new Date()).toISOString(),
    database: { file: DUMP, bytes: (await stat(dump)).size, sha256: await sha256Of(dump), migrations: await appliedMigrations(options.databaseUrl) },
    media: { folder: MEDIA, ...(await folderSize(path.join(folder, MEDIA))) },
  };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new Error(`${folder} n’est pas une sauvegarde de Mijote (${MANIFEST} manque).`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Format de sauvegarde inconnu : ${String(manifest.format)}.`);
  return manifest;
}

async function isEmptyDatabase(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
    return rows[0].n === 0;
  } finally {
    await c.end();
  }
}

/** Restores `folder` into an empty database, and its media into the configured storage (objects already there are kept). */
export async function restore(options: { folder: string; databaseUrl: string; media: MediaBackup }): Promise<BackupManifest> {
  const manifest = await readManifest(options.folder);
  const dump = path.join(options.folder, manifest.database.file);
  if (!existsSync(dump) || (await sha256Of(dump)) !== manifest.database.sha256) throw new Error(`Le fichier ${dump} est absent ou altéré (empreinte SHA-256 différente).`);
  const restoreTool = pgTool('pg_restore');
  await checkToolFor(restoreTool, options.databaseUrl);
  if (!(await isEmptyDatabase(options.databaseUrl))) throw new Error('La base de destination n’est pas vide : restaurez dans une base neuve (createdb), jamais par-dessus des données.');
  await runTool(restoreTool, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${options.databaseUrl}`, dump]);
  const media = path.join(options.folder, manifest.media.folder);
  if (existsSync(media)) await options.media.restoreFrom(media);
  return manifest;
}
