import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeGeocoder } from '../support/fake-geocoder.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'dist/server/server/src/main.js');
const READY = 'Mijote est prêt';
const START_TIMEOUT_MS = 240_000;

/**
 * Starts the built server on E2E_PORT (chosen by playwright.config.ts) with a fresh DATA_DIR (embedded PostgreSQL and demo data,
 * or E2E_DATABASE_URL when given), waits for 'Mijote est prêt', and returns the teardown (SIGTERM).
 * With E2E_BASE_URL the specs run against that server and nothing is started.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  if (!existsSync(entry)) throw new Error(`${entry} introuvable : lancez d'abord npm run build.`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-e2e-'));
  // The national address service cannot be reached from the test machine: a loopback stand-in answers its format.
  const geocoder = await startFakeGeocoder();
  // The specs read the outbox (codes, reset links) and the admin path segments from here; workers inherit process.env.
  process.env.E2E_DATA_DIR = dataDir;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: process.env.E2E_PORT,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
    NODE_ENV: 'test',
    // Every browser of the run shares one address: the per-client API budget would refuse the later specs.
    API_RATE_LIMIT_PER_MINUTE: process.env.API_RATE_LIMIT_PER_MINUTE ?? '100000',
    // The same reason for the per-address limits of codes, logins and resets (tested in tests/api): every browser of
    // the run signs up, asks codes and logs in from 127.0.0.1, so their window is 10 s instead of 15 minutes.
    RATE_LIMIT_WINDOW_SECONDS: process.env.RATE_LIMIT_WINDOW_SECONDS ?? '10',
    // footer-social.spec.ts: one social page configured, the two others not (empty means unset).
    SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/mijote.test/',
    SOCIAL_FACEBOOK_URL: '',
    SOCIAL_LINKEDIN_URL: '',
    GEOCODER_URL: geocoder.url,
    // The map without a Google key draws this server's (missing) tiles: the run never calls OpenStreetMap's servers.
    MAP_TILE_URL: '/media/test-tiles/{z}/{x}/{y}.png',
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;

  const server = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  await waitForReady(server, output);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    }
    await geocoder.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function waitForReady(server: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`Le serveur n'a pas démarré en ${START_TIMEOUT_MS / 1000} s.`)), START_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      server.kill('SIGTERM');
      reject(new Error(`${error.message}\n${output.join('').slice(-4000)}`));
    }
    function onData(chunk: Buffer) {
      const text = chunk.toString();
      output.push(text);
      if (process.env.E2E_VERBOSE) process.stdout.write(text);
      if (text.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    }
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => fail(new Error(`Le serveur s'est arrêté (code ${code}).`)));
  });
}
