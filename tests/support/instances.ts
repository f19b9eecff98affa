import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository: the folder above this file holding package.json (from tests/support, or dist/server/tests/support for the bench). */
function repositoryRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'server'))) return dir;
  throw new Error(`Dépôt introuvable au-dessus de ${from}`);
}
/** The built server, as npm start runs it (npm test builds before the tests). */
export const ROOT = repositoryRoot(import.meta.dirname);
const SERVER_ENTRY = path.join(ROOT, 'dist/server/server/src/main.js');
export const CLIENT_BUILD = path.join(ROOT, 'dist/client');

/** A free port of the loopback, as the system gives it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface Instance {
  url: string;
  port: number;
  process: ChildProcess;
  /** What the instance logged (JSON lines), for a failing test's message. */
  output(): string;
  /** Waits until /readyz answers 200 (or throws after `ms`). */
  ready(ms?: number): Promise<void>;
  /** Sends `signal` and waits for the exit; the exit code (null when killed by the signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Another instance of the app, in its own process, on the same PostgreSQL as the test's server (as a deployment runs
 * two or more behind a proxy). `env` adds to the test's environment: the same APP_SECRET as the other instances.
 */
export async function startInstance(databaseUrl: string, env: Record<string, string>, options: { port?: number; quiet?: boolean } = {}): Promise<Instance> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`Construisez d’abord le serveur (npm run build) : ${SERVER_ENTRY} manque.`);
  const port = options.port ?? await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijote-instance-'));
  let out = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: '0', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A long run (the soak bench) keeps the errors only.
  child.stdout!.on('data', (d: Buffer) => { if (!options.quiet) out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url, port, process: child,
    output: () => out,
    async ready(ms = 60_000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`L’instance s’est arrêtée (${child.exitCode}) :\n${out}`);
        const res = await fetch(`${url}/readyz`).catch(() => null);
        if (res?.status === 200) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`L’instance n’est pas prête après ${ms} ms :\n${out}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  await instance.ready();
  return instance;
}

/** Polls `read` until `until` holds of its answer (a notice crosses instances in milliseconds; the page TTL is 30 s). */
export async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!until(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}
