// node scripts/measure-boundaries.mjs [--list]: the figures of issue 26's « modules meet only at their entries » and
// « big files » — deep imports between server modules, infrastructure importing features, the largest import cycle
// on each side (type-only imports counted), client ui/ → feature imports and feature cycles, files over 400 lines
// and functions over 80 lines (generated code and data tables left out, test files' callbacks too). --list prints the offenders too.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { edgesOf, featureEdges, findViolations, stronglyConnected, SERVER_MODULE, SERVER_NOT_FEATURES } from './boundaries/analyse.mjs';
import { cruise, repoRoot } from './boundaries/cruise.mjs';

const list = process.argv.includes('--list');
const graph = cruise();
const edges = edgesOf(graph);
const found = findViolations(graph);
const moduleOf = (f) => { const m = SERVER_MODULE.exec(f); return m && !SERVER_NOT_FEATURES.has(m[1]) ? m[1] : null; };

const deep = found['server-entry-only'];
const betweenModules = deep.filter((k) => moduleOf(k.split(' → ')[0]));
const viaEntry = edges.filter((e) => moduleOf(e.from) && moduleOf(e.to) && moduleOf(e.from) !== moduleOf(e.to) && /\/index\.ts$/.test(e.to));
const infraFiles = new Set(found['infrastructure-no-feature'].map((k) => k.split(' → ')[0]));
const cycles = stronglyConnected(edges.map((e) => [e.from, e.to]));
const largest = (side) => cycles.find((c) => c[0].startsWith(side))?.length ?? 0;
const runtimeCycles = stronglyConnected(edges.filter((e) => !e.typeOnly).map((e) => [e.from, e.to]));
const runtimeLargest = (side) => runtimeCycles.find((c) => c[0].startsWith(side))?.length ?? 0;
const featureCycles = stronglyConnected(featureEdges(edges));
const features = new Set(edges.flatMap((e) => [e.from, e.to]).map((f) => /^client\/src\/features\/([^/]+)\//.exec(f)?.[1]).filter(Boolean));

// Sizes: the app's sources (server, client, common), generated code and data tables left out.
const GENERATED = /(__generated__|\/migrations\/)/;
const DATA_TABLES = /^server\/src\/db\/seed\/vocabulary\.ts$/;
const files = execFileSync('git', ['ls-files', 'server/src', 'client/src', 'common'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n').filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !GENERATED.test(f) && !DATA_TABLES.test(f));
const bigFiles = [];
const longFunctions = [];
for (const file of files) {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > 400) bigFiles.push(`${file} ${lines}`);
  if (/\.test\.tsx?$/.test(file)) continue; // a test's describe callback is no function to split
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const span = end - start + 1;
      if (span > 80) longFunctions.push(`${file}:${start + 1} ${nameOf(node)} ${span}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) return parent.name.getText();
  return '(anonymous)';
}
const bySize = (a, b) => Number(b.split(' ').pop()) - Number(a.split(' ').pop());

const figures = {
  'server deep imports (into a module, not through its index.ts)': deep.length,
  '  of which from another feature module': betweenModules.length,
  '  imports between modules through an index.ts': viaEntry.length,
  'server infrastructure files importing feature modules': infraFiles.size,
  '  their imports': found['infrastructure-no-feature'].length,
  'largest server import cycle, type-only counted (files)': largest('server/'),
  'largest server import cycle, run time only (files)': runtimeLargest('server/'),
  'largest client import cycle, type-only counted (files)': largest('client/'),
  'file cycles, type-only counted': cycles.length,
  'client ui/ → feature imports': found['client-ui-no-feature'].length,
  'client deep imports between features': found['client-entry-only'].length,
  'client features in the largest feature cycle': `${featureCycles[0]?.length ?? 0} of ${features.size}`,
  'files > 400 lines': bigFiles.length,
  'functions > 80 lines': longFunctions.length,
};
for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(64)} ${v}`);
if (list) {
  const show = (title, items) => console.log(`\n## ${title} (${items.length})\n${items.join('\n')}`);
  show('server deep imports', deep);
  show('infrastructure → feature', found['infrastructure-no-feature']);
  show('client ui → feature', found['client-ui-no-feature']);
  show('client deep imports between features', found['client-entry-only']);
  show('cycles (sizes)', cycles.map((c) => `${c.length}: ${c.slice(0, 3).join(', ')}…`));
  show('client feature cycles', featureCycles.map((c) => c.join(' ')));
  show('files > 400 lines', bigFiles.sort(bySize));
  show('functions > 80 lines', longFunctions.sort(bySize));
}
