// The rules of scripts/check-boundaries.mjs (issue 26: modules meet only at their entries), run on small trees laid out
// like the repository: each rule fails on one deliberate violation, the clean tree passes, the allow-list only shrinks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

type Tree = Record<string, string>;
interface Report { unlisted: { rule: string; key: string }[]; stale: { rule: string; key: string }[]; problems: string[] }

const checker = path.resolve(import.meta.dirname, '../../scripts/check-boundaries.mjs');
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** Two server modules (b uses a through its entry), infrastructure, a ui/ piece and two client features (y uses x's entry). */
const CLEAN: Tree = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', jsx: 'react-jsx' } }),
  'server/src/modules/a/index.ts': "export { a } from './a.service.js';\n",
  'server/src/modules/a/a.service.ts': "import type { Context } from '../../graphql/context.js';\nexport const a = (ctx: Context) => ctx.id;\n",
  'server/src/modules/b/index.ts': "export { b } from './b.service.js';\n",
  'server/src/modules/b/b.service.ts': "import { a } from '../a/index.js';\nexport const b = a;\n",
  'server/src/graphql/context.ts': 'export interface Context { id: number }\n',
  'client/src/ui/Button.tsx': 'export const Button = () => null;\n',
  'client/src/features/x/index.ts': "export { X } from './X';\n",
  'client/src/features/x/X.tsx': "import { Button } from '../../ui/Button';\nexport const X = Button;\n",
  'client/src/features/y/index.ts': "export { Y } from './Y';\n",
  'client/src/features/y/Y.tsx': "import { X } from '../x';\nexport const Y = X;\n",
};

function check(changes: Tree, allowList?: object): Report & { status: number | null } {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  dirs.push(root);
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const args = [checker, '--root', root, '--json'];
  if (allowList) {
    writeFileSync(path.join(root, 'allow-list.json'), JSON.stringify(allowList));
    args.push('--allow', path.join(root, 'allow-list.json'));
  }
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { ...(JSON.parse(run.stdout) as Report), status: run.status };
}
const rulesOf = (r: Report) => [...new Set(r.unlisted.map((v) => v.rule))].sort();

describe('check-boundaries', { timeout: 60_000 }, () => {
  it('passes on a clean tree', () => {
    const r = check({});
    expect({ status: r.status, unlisted: r.unlisted, stale: r.stale, problems: r.problems }).toEqual({ status: 0, unlisted: [], stale: [], problems: [] });
  });

  it.each([
    ['a server module reached past its index.ts', 'server-entry-only', { 'server/src/modules/b/b.service.ts': "import { a } from '../a/a.service.js';\nexport const b = a;\n" }, ['server-entry-only']],
    ['infrastructure importing a feature module, even its entry', 'infrastructure-no-feature', {
      'server/src/graphql/context.ts': "import { a } from '../modules/a/index.js';\nexport interface Context { id: number }\nexport const first = a;\n",
    }, ['file-cycles', 'infrastructure-no-feature']],
    ['ui/ importing a feature, even its entry', 'client-ui-no-feature', {
      'client/src/ui/Badge.tsx': "import { Y } from '../features/y';\nexport const Badge = Y;\n",
    }, ['client-ui-no-feature']],
    ['a client feature reached past its index.ts', 'client-entry-only', { 'client/src/features/y/Y.tsx': "import { X } from '../x/X';\nexport const Y = X;\n" }, ['client-entry-only']],
    ['a cycle made of type-only imports', 'file-cycles', {
      'server/src/graphql/context.ts': "import type { Loaders } from './loaders.js';\nexport interface Context { id: number; loaders: Loaders }\n",
      'server/src/graphql/loaders.ts': "import type { Context } from './context.js';\nexport type Loaders = (ctx: Context) => void;\n",
    }, ['file-cycles']],
    ['two client features importing each other through their entries', 'client-feature-cycles', {
      'client/src/features/x/X.tsx': "import type { Y } from '../y';\nimport { Button } from '../../ui/Button';\nexport const X: typeof Y = Button;\n",
    }, ['client-feature-cycles', 'file-cycles']],
  ])('fails on %s (%s)', (_title, _rule, changes, rules) => {
    const r = check(changes);
    expect(r.status).toBe(1);
    expect(rulesOf(r)).toEqual(rules);
  });

  it('counts no type-only cycle in dependency-cruiser\'s run-time rule, only in its own', () => {
    const r = check({
      'server/src/graphql/context.ts': "import type { Loaders } from './loaders.js';\nexport interface Context { id: number; loaders: Loaders }\n",
      'server/src/graphql/loaders.ts': "import type { Context } from './context.js';\nexport type Loaders = (ctx: Context) => void;\n",
    });
    expect(r.problems).toEqual([]);
    expect(r.unlisted).toEqual([{ rule: 'file-cycles', key: 'server/src/graphql/context.ts | server/src/graphql/loaders.ts' }]);
  });

  it('passes on a violation the allow-list names, and fails once it no longer occurs', () => {
    const deep = { 'server/src/modules/b/b.service.ts': "import { a } from '../a/a.service.js';\nexport const b = a;\n" };
    const list = { 'server-entry-only': ['server/src/modules/b/b.service.ts → server/src/modules/a/a.service.ts'] };
    expect(check(deep, list).status).toBe(0);
    const fixed = check({}, list);
    expect(fixed.status).toBe(1);
    expect(fixed.stale).toEqual([{ rule: 'server-entry-only', key: list['server-entry-only'][0] }]);
  });

  it('lets a listed cycle only shrink', () => {
    const cycle = {
      'server/src/graphql/context.ts': "import type { Loaders } from './loaders.js';\nexport interface Context { id: number; loaders: Loaders }\n",
      'server/src/graphql/loaders.ts': "import type { Context } from './context.js';\nexport type Loaders = (ctx: Context) => void;\n",
    };
    const pair = ['server/src/graphql/context.ts', 'server/src/graphql/loaders.ts'];
    expect(check(cycle, { 'file-cycles': [pair] }).status).toBe(0);
    // A listed cycle that lost members is stale: the list must be rewritten smaller.
    const bigger = check(cycle, { 'file-cycles': [[...pair, 'server/src/graphql/schema.ts']] });
    expect(bigger.status).toBe(1);
    expect(bigger.unlisted).toEqual([]);
    expect(bigger.stale.map((s) => s.rule)).toEqual(['file-cycles']);
    // A cycle that grew past its listed members is a violation.
    const grown = check({
      ...cycle,
      'server/src/graphql/loaders.ts': "import type { Context } from './context.js';\nimport type { Extra } from './extra.js';\nexport type Loaders = (ctx: Context, e: Extra) => void;\n",
      'server/src/graphql/extra.ts': "import type { Context } from './context.js';\nexport type Extra = Context;\n",
    }, { 'file-cycles': [pair] });
    expect(grown.unlisted.map((v) => v.rule)).toEqual(['file-cycles']);
  });
});
