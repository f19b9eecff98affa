// npm start: build when sources are newer than dist/, then run the server (embedded PostgreSQL unless DATABASE_URL).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/server/src/main.js');
const clientIndex = path.join(root, 'dist/client/index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = Math.max(...['server', 'client', 'common', 'migrations'].map((d) => newest(path.join(root, d))));
const built = existsSync(entry) && existsSync(clientIndex) ? Math.min(statSync(entry).mtimeMs, statSync(clientIndex).mtimeMs) : 0;
if (built < sources) {
  console.log('Construction de Mijote (serveur et client)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, [entry], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
