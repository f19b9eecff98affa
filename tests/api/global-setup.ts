import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { loadConfig } from '../../server/src/config.js';
import type { EmbeddedDatabase } from '../../server/src/db/embedded-postgres.js';

/**
 * API tests run on a real PostgreSQL: DATABASE_URL when set (CI gives the machine's server),
 * otherwise an embedded one started here for the whole run. Each test file makes its own database.
 */
let embedded: EmbeddedDatabase | null = null;
let dir: string | null = null;

export async function setup() {
  if (process.env.DATABASE_URL) return;
  // Loaded only when needed (CI gives DATABASE_URL). An exit hook loaded here once turned vitest's failing exit
  // code into 0: keep this file free of process-wide handlers.
  const { startEmbeddedPostgres } = await import('../../server/src/db/embedded-postgres.js');
  dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-api-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dir, EMBEDDED_PG_PORT: process.env.TEST_PG_PORT ?? '54339' });
  embedded = await startEmbeddedPostgres(config, () => {});
  process.env.DATABASE_URL = embedded.url;
}

export async function teardown() {
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
