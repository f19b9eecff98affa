// npm run lint: module boundaries (.dependency-cruiser.cjs: no server → client import, common stands alone, no
// import cycle between files) and, above files, no two server feature modules importing each other, directly or
// through others. Type-only imports do not count: they vanish at run time (entities name cross-module relations so).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const run = spawnSync(process.execPath, [bin, 'server', 'common', 'client/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
});
if (run.status !== 0 && !run.stdout) {
  console.error(run.stderr);
  process.exit(1);
}
const result = JSON.parse(run.stdout);
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

if (problems.length) {
  console.error(`Frontières de modules non respectées :\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Frontières de modules : ${result.summary.totalCruised} fichiers, aucune violation, aucun cycle entre modules.`);
