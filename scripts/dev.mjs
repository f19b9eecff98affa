// npm run dev: tsc --watch for the server, node --watch to restart it, Vite with hot reload for the client.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/server/src/main.js');
const run = (cmd, args) => spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
const children = [run('npx', ['tsc', '-p', 'server/tsconfig.json', '--watch', '--preserveWatchOutput'])];
while (!existsSync(entry)) await wait(500);
children.push(run(process.execPath, ['--watch-path=dist/server', entry]));
children.push(run('npx', ['vite', '--config', 'client/vite.config.ts']));
console.log('Développement : client http://localhost:5173 (rechargement à chaud), serveur http://localhost:3000');
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { for (const c of children) c.kill(sig); process.exit(0); });
