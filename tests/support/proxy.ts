import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './instances.js';

/** Debian's haproxy (apt-get install haproxy; .ci/run installs it when missing). */
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p)) ?? null;

export interface Proxy { url: string; stop(): Promise<void> }

/**
 * The README's « Production » haproxy configuration (docs/deployment/haproxy.cfg) in front of `servers`, listening on a
 * free loopback port: round robin, /readyz checked every 500 ms, a request that found its instance gone retried on
 * another.
 */
export async function startProxy(servers: { name: string; port: number }[]): Promise<Proxy> {
  if (!HAPROXY) throw new Error('haproxy manque : apt-get install haproxy');
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-proxy-'));
  const template = readFileSync(path.join(ROOT, 'docs/deployment/haproxy.cfg'), 'utf8');
  const config = template
    .replace(/^\s*bind .*$/m, `  bind 127.0.0.1:${port}`)
    .replace(/^\s*server .*\n/gm, '')
    .replace(/^(backend mijote\n(?:.*\n)*?)(?=\S|$)/m, (block) => block + servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check\n`).join(''))
    .replace(/^\s*(log|stats socket|chroot|user|group|daemon)\b.*\n/gm, '');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  let out = '';
  const child: ChildProcess = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { out += d.toString(); });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy s’est arrêté :\n${out}\n${config}`);
    if ((await fetch(`${url}/healthz`).catch(() => null))?.status === 200) break;
    if (Date.now() > until) throw new Error(`haproxy ne répond pas :\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.on('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
