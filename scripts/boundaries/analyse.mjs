// The module-boundary rules of issue 26 (« modules meet only at their entries »), computed on dependency-cruiser's
// JSON graph (scripts/boundaries/cruise.mjs). Pure functions: scripts/check-boundaries.mjs compares their findings with
// the allow-list (scripts/boundaries/allow-list.json), scripts/measure-boundaries.mjs prints the figures.
//
// The rules, each a list of string keys so an allow-list can name them:
// - server-entry-only: a file outside server module X imports X only through server/src/modules/X/index.ts;
// - infrastructure-no-feature: db/, graphql/, http/, auth/, rest/, validation/ import no feature module (nor the
//   modules/index.ts list of them; module.ts, the contract a module fulfils, and modules/shared/ are not features);
// - client-ui-no-feature: client/src/ui/ imports no feature;
// - client-entry-only: a client feature imports another one only through its index.ts(x);
// - file-cycles: no import cycle between files, type-only imports counted (a key is the sorted member list of one
//   strongly connected component; the allowed component may only lose members);
// - client-feature-cycles: no cycle between client features, type-only imports counted (same keys, feature names).

export const SERVER_MODULE = /^server\/src\/modules\/([^/]+)\/(.+)$/;
export const SERVER_INFRASTRUCTURE = /^server\/src\/(db|graphql|http|auth|rest|validation)\//;
/** Folders of server/src/modules that are no feature module: shared kernel of errors and helpers. */
export const SERVER_NOT_FEATURES = new Set(['shared']);
export const SERVER_MODULE_LIST = 'server/src/modules/index.ts';
export const CLIENT_FEATURE = /^client\/src\/features\/([^/]+)\/(.+)$/;
export const CLIENT_UI = /^client\/src\/ui\//;
const ENTRY = /^index\.tsx?$/;

export const RULES = ['server-entry-only', 'infrastructure-no-feature', 'client-ui-no-feature', 'client-entry-only', 'file-cycles', 'client-feature-cycles'];

/** The local import edges of the graph: { from, to, typeOnly } (unresolvable and package imports left out). */
export function edgesOf(graph) {
  const edges = [];
  for (const m of graph.modules) {
    for (const d of m.dependencies ?? []) {
      if (d.coreModule || d.couldNotResolve || !d.resolved || d.resolved.includes('node_modules/')) continue;
      edges.push({ from: m.source, to: d.resolved, typeOnly: d.dependencyTypes.includes('type-only') });
    }
  }
  return dedupe(edges);
}

function dedupe(edges) {
  const byKey = new Map();
  for (const e of edges) {
    const key = `${e.from} → ${e.to}`;
    const seen = byKey.get(key);
    // An import and an import type of the same file: the run-time import wins.
    if (!seen || (seen.typeOnly && !e.typeOnly)) byKey.set(key, e);
  }
  return [...byKey.values()];
}

const serverFeature = (file) => {
  const m = SERVER_MODULE.exec(file);
  return m && !SERVER_NOT_FEATURES.has(m[1]) ? { name: m[1], rest: m[2] } : null;
};
const clientFeature = (file) => {
  const m = CLIENT_FEATURE.exec(file);
  return m ? { name: m[1], rest: m[2] } : null;
};
const key = (e) => `${e.from} → ${e.to}`;

/** Every violation, by rule: { rule: string[] } (sorted keys). */
export function findViolations(graph) {
  const edges = edgesOf(graph);
  const found = Object.fromEntries(RULES.map((r) => [r, []]));
  for (const e of edges) {
    const to = serverFeature(e.to);
    const from = serverFeature(e.from);
    if (to && from?.name !== to.name && e.from.startsWith('server/') && !ENTRY.test(to.rest)) found['server-entry-only'].push(key(e));
    if (SERVER_INFRASTRUCTURE.test(e.from) && (to || e.to === SERVER_MODULE_LIST)) found['infrastructure-no-feature'].push(key(e));
    const cTo = clientFeature(e.to);
    const cFrom = clientFeature(e.from);
    if (CLIENT_UI.test(e.from) && cTo) found['client-ui-no-feature'].push(key(e));
    if (cFrom && cTo && cFrom.name !== cTo.name && !ENTRY.test(cTo.rest)) found['client-entry-only'].push(key(e));
  }
  found['file-cycles'] = stronglyConnected(edges.map((e) => [e.from, e.to])).map((c) => c.join(' | '));
  found['client-feature-cycles'] = stronglyConnected(featureEdges(edges)).map((c) => c.join(' | '));
  for (const r of RULES) found[r] = [...new Set(found[r])].sort();
  return found;
}

/** The edges between client features (type-only imports counted). */
export function featureEdges(edges) {
  const out = [];
  for (const e of edges) {
    const a = clientFeature(e.from)?.name;
    const b = clientFeature(e.to)?.name;
    if (a && b && a !== b) out.push([a, b]);
  }
  return out;
}

/** Tarjan's strongly connected components of more than one node, each sorted, largest first. */
export function stronglyConnected(pairs) {
  const next = new Map();
  for (const [a, b] of pairs) {
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    next.get(a).add(b);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  // Iterative, the server graph is deep enough to matter for the call stack.
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work = [[start, next.get(start).values()]];
    index.set(start, counter); low.set(start, counter); counter++;
    stack.push(start); onStack.add(start);
    while (work.length) {
      const [node, it] = work[work.length - 1];
      const step = it.next();
      if (!step.done) {
        const w = step.value;
        if (!index.has(w)) {
          index.set(w, counter); low.set(w, counter); counter++;
          stack.push(w); onStack.add(w);
          work.push([w, next.get(w).values()]);
        } else if (onStack.has(w)) low.set(node, Math.min(low.get(node), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let w;
        do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

const isCycleRule = (rule) => rule.endsWith('cycles');
/** An allow-list entry as a key: a cycle is listed as the array of its members. */
const keyOf = (entry) => (Array.isArray(entry) ? entry.join(' | ') : entry);

/**
 * Found violations against the allow-list: `unlisted` are violations the list does not name (a cycle is listed when
 * a listed cycle holds all its members), `stale` are list entries that no longer occur exactly (a listed cycle that
 * lost members must be rewritten smaller: `node scripts/check-boundaries.mjs --prune`).
 */
export function compare(found, allowed) {
  const unlisted = [];
  const stale = [];
  for (const rule of RULES) {
    const now = found[rule] ?? [];
    const list = (allowed[rule] ?? []).map(keyOf);
    if (isCycleRule(rule)) {
      const listedSets = list.map((k) => new Set(k.split(' | ')));
      for (const k of now) if (!listedSets.some((s) => k.split(' | ').every((f) => s.has(f)))) unlisted.push({ rule, key: k });
    } else {
      const listed = new Set(list);
      for (const k of now) if (!listed.has(k)) unlisted.push({ rule, key: k });
    }
    const present = new Set(now);
    for (const k of list) if (!present.has(k)) stale.push({ rule, key: k });
  }
  return { unlisted, stale };
}

/** The allow-list (cycles as arrays of members) with its stale entries removed and the smaller cycles that remain of listed ones: it only shrinks. */
export function prune(found, allowed) {
  const out = {};
  for (const rule of RULES) {
    const list = (allowed[rule] ?? []).map(keyOf);
    const now = found[rule] ?? [];
    if (isCycleRule(rule)) {
      const listedSets = list.map((k) => new Set(k.split(' | ')));
      out[rule] = now.filter((k) => listedSets.some((s) => k.split(' | ').every((f) => s.has(f)))).map((k) => k.split(' | '));
    } else {
      const present = new Set(now);
      out[rule] = list.filter((k) => present.has(k));
    }
  }
  return out;
}
