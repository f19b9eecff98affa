import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** pg_dump or pg_restore: from PG_BIN_DIR when set, else from the PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  return env.PG_BIN_DIR ? path.join(env.PG_BIN_DIR, name) : name;
}

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20` → 15); a French error when it cannot be run. */
async function toolMajor(tool: string): Promise<number> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const major = /(\d+)(?:\.\d+)?/.exec(stdout)?.[1];
    if (!major) throw new Error(stdout);
    return Number(major);
  } catch (error) {
    throw new Error(`${tool} introuvable ou inutilisable : installez les outils clients de PostgreSQL (paquet postgresql-client) ou indiquez leur dossier dans PG_BIN_DIR. (${(error as Error).message.split('\n')[0]})`, { cause: error });
  }
}

async function serverMajor(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const [{ server_version_num }] = (await c.query<{ server_version_num: string }>('SHOW server_version_num')).rows;
    return Math.floor(Number(server_version_num) / 10_000);
  } finally {
    await c.end();
  }
}

/** pg_dump and pg_restore read a server of their own major version or older only. */
export async function checkToolFor(tool: string, url: string): Promise<void> {
  const [client, server] = await Promise.all([toolMajor(tool), serverMajor(url)]);
  if (client < server) {
    throw new Error(`${path.basename(tool)} ${client} ne sait pas lire PostgreSQL ${server} : installez les outils clients PostgreSQL ${server} (paquet postgresql-client-${server}) ou indiquez leur dossier dans PG_BIN_DIR.`);
  }
}

export async function runTool(tool: string, args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`${path.basename(tool)} a échoué : ${(e.stderr || e.message).trim().split('\n').slice(0, 5).join(' | ')}`, { cause: error });
  }
}
