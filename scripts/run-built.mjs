// Runs a compiled server script (dist/server/server/src/<file>) after building the server if needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [file, ...args] = process.argv.slice(2);
const build = spawnSync('npx', ['tsc', '-p', 'server/tsconfig.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync(process.execPath, [path.join(root, 'dist/server/server/src', file), ...args], { cwd: process.env.INIT_CWD ?? root, stdio: 'inherit' });
process.exit(r.status ?? 1);
