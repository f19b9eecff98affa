// npm run lint runs knip (issue 26: no unused exports, files or dependencies). A small project shows the rule bites: an
// export nobody imports, a file nobody imports and a dependency nobody uses each fail it; the same project without them passes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const knip = path.resolve(import.meta.dirname, '../../node_modules/knip/bin/knip.js');
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

const CLEAN: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', main: 'src/index.ts', dependencies: {} }),
  'knip.json': JSON.stringify({ entry: ['src/index.ts'], project: ['src/**/*.ts'] }),
  'src/index.ts': "import { used } from './a.js';\nconsole.log(used);\n",
  'src/a.ts': 'export const used = 1;\n',
};

function run(changes: Record<string, string>): { status: number | null; out: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'knip-'));
  dirs.push(root);
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const r = spawnSync(process.execPath, [knip, '--directory', root, '--no-progress', '--no-config-hints'], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('knip in npm run lint', { timeout: 60_000 }, () => {
  it('passes a project where everything is used', () => {
    expect(run({})).toMatchObject({ status: 0 });
  });

  it.each([
    ['an unused export', { 'src/a.ts': 'export const used = 1;\nexport const forgotten = 2;\n' }, 'forgotten'],
    ['an unused file', { 'src/orphan.ts': 'export const alone = 1;\n' }, 'src/orphan.ts'],
    ['an unused dependency', { 'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', main: 'src/index.ts', dependencies: { 'left-pad': '1.3.0' } }) }, 'left-pad'],
  ])('fails on %s', (_label, changes, named) => {
    const r = run(changes);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain(named);
  });
});
