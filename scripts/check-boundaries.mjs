// npm run lint: module boundaries.
// 1. .dependency-cruiser.cjs: no server → client import, common stands alone, no run-time import cycle between files.
// 2. Above files, no two server feature modules importing each other at run time, directly or through others (type-only
//    imports do not count here: entities name cross-module relations so).
// 3. Issue 26's rules (scripts/boundaries/analyse.mjs): server modules meet only at their index.ts, infrastructure
//    imports no feature module, client ui/ imports no feature, client features meet only at their index.ts, and no
//    cycle between files nor between client features with type-only imports counted — except the violations named in
//    scripts/boundaries/allow-list.json, which may only shrink: an entry that no longer occurs fails too
//    (`node scripts/check-boundaries.mjs --prune` removes such entries, it never adds any).
// Options: --root DIR checks another tree laid out like this one (the rules' test fixtures), --allow FILE another
// allow-list (none: an empty one), --json prints { unlisted, stale, problems } instead of French sentences.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compare, findViolations, prune, RULES } from './boundaries/analyse.mjs';
import { cruise, repoRoot } from './boundaries/cruise.mjs';

const args = process.argv.slice(2);
const option = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const root = path.resolve(option('--root') ?? repoRoot);
const allowFile = option('--allow') ? path.resolve(option('--allow')) : root === repoRoot ? path.join(repoRoot, 'scripts/boundaries/allow-list.json') : null;
const readAllowed = allowFile && existsSync(allowFile) ? JSON.parse(readFileSync(allowFile, 'utf8')) : {};

const result = cruise(root);
const problems = result.summary.violations.map((v) => `${v.rule.name} : ${v.from} → ${v.to}${v.cycle ? ` (cycle : ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : ''}`);

const MODULE = /^server\/src\/modules\/([^/]+)\//;
const edges = new Map();
for (const m of result.modules) {
  const from = MODULE.exec(m.source)?.[1];
  if (!from) continue;
  for (const d of m.dependencies) {
    const to = MODULE.exec(d.resolved)?.[1];
    if (!to || to === from || d.dependencyTypes.includes('type-only')) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${m.source} → ${d.resolved}`);
  }
}
// Depth-first search; a grey node reached again closes a cycle.
const state = new Map();
const stack = [];
function visit(node) {
  state.set(node, 'grey');
  stack.push(node);
  for (const [next, via] of edges.get(node) ?? []) {
    if (state.get(next) === 'grey') {
      const cycle = [...stack.slice(stack.indexOf(next)), next];
      problems.push(`modules en cycle : ${cycle.join(' → ')} (dont ${node} → ${next} par ${via})`);
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, 'black');
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);

const found = findViolations(result);
let allowed = readAllowed;
if (args.includes('--prune')) {
  if (!allowFile) throw new Error('--prune : pas de liste autorisée');
  allowed = prune(found, readAllowed);
  writeFileSync(allowFile, `${JSON.stringify(allowed, null, 2)}\n`);
}
const { unlisted, stale } = compare(found, allowed);

if (args.includes('--json')) {
  console.log(JSON.stringify({ unlisted, stale, problems }, null, 2));
  process.exit(unlisted.length || stale.length || problems.length ? 1 : 0);
}
const TITLES = {
  'server-entry-only': 'import dans un module serveur sans passer par son index.ts',
  'infrastructure-no-feature': 'infrastructure important un module métier',
  'client-ui-no-feature': 'ui/ important une fonctionnalité',
  'client-entry-only': 'import dans une fonctionnalité du client sans passer par son index.ts',
  'file-cycles': 'cycle d’imports entre fichiers (imports de types comptés)',
  'client-feature-cycles': 'cycle entre fonctionnalités du client (imports de types comptés)',
};
for (const v of unlisted) problems.push(`${TITLES[v.rule]} : ${v.key}`);
for (const v of stale) problems.push(`entrée de ${path.relative(repoRoot, allowFile)} qui ne se produit plus, à retirer (--prune) : [${v.rule}] ${v.key}`);
if (problems.length) {
  console.error(`Frontières de modules non respectées :\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const left = RULES.map((r) => `${r} ${(allowed[r] ?? []).length}`).join(', ');
console.log(`Frontières de modules : ${result.summary.totalCruised} fichiers, aucune violation hors liste autorisée (${left}).`);
