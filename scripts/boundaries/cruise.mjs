// Runs dependency-cruiser (.dependency-cruiser.cjs of the repository) on a tree — the repository, or a test fixture
// laid out like it — and returns its JSON result.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function cruise(root = repoRoot) {
  const bin = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const dirs = ['server', 'common', 'client/src'].filter((d) => existsSync(path.join(root, d)));
  const run = spawnSync(process.execPath, [bin, ...dirs, '--config', path.join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'json'], {
    cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0 && !run.stdout) throw new Error(`dependency-cruiser : ${run.stderr}`);
  return JSON.parse(run.stdout);
}
