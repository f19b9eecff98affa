// Local codegen plugin: one typed hook per operation (useXQuery / useXLazyQuery / useXMutation), since Apollo Client 4
// dropped the types typescript-react-apollo targets.
//
// The hooks of each client document file (features/<feature>/graphql/<name>.graphql) go into their own module,
// hooks-<feature>-<name>.ts, with their operations' documents inlined (fragments included) and exported as
// <Name><Query|Mutation>Document: a page's chunk then carries the documents it runs and no others (graphql.ts keeps every
// document in one module, which a bundler cannot split).
// With `barrel: true` the plugin writes hooks.ts, which re-exports every such module.
const FILE = /features\/([^/]+)\/graphql\/([^/]+)\.graphql$/;

function moduleName(location) {
  const m = FILE.exec(String(location).replace(/\\/g, '/'));
  return m ? `hooks-${m[1]}-${m[2]}` : null;
}

/** The document as the client preset prints it: no source locations, no empty lists. */
function astJson(node) {
  return JSON.stringify(node, (key, value) => (key === 'loc' || (Array.isArray(value) && value.length === 0 && key !== '') ? undefined : value));
}

function fragmentSpreads(node, out = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) fragmentSpreads(child, out);
  } else if (node && typeof node === 'object') {
    if (node.kind === 'FragmentSpread') out.add(node.name.value);
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') fragmentSpreads(value, out);
  }
  return out;
}

/** Every fragment of the client's documents, by name. */
function fragmentsOf(documents) {
  const fragments = new Map();
  for (const doc of documents) for (const def of doc.document.definitions) if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def);
  return fragments;
}

/** The operation and every fragment it spreads, directly or through another fragment, in definition order. */
function documentWithFragments(def, fragments) {
  const needed = new Set();
  const queue = [...fragmentSpreads(def)];
  while (queue.length) {
    const f = queue.shift();
    if (needed.has(f) || !fragments.has(f)) continue;
    needed.add(f);
    queue.push(...fragmentSpreads(fragments.get(f)));
  }
  return { kind: 'Document', definitions: [def, ...[...fragments.keys()].filter((f) => needed.has(f)).map((f) => fragments.get(f))] };
}

const HEADER = '/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */';

/** Apollo's addTypename: __typename in every selection set but the operation's own. */
function withTypename(document) {
  const { visit } = require('graphql');
  return visit(document, {
    SelectionSet: {
      leave(node, _key, parent) {
        if (parent && !Array.isArray(parent) && parent.kind === 'OperationDefinition') return undefined;
        if (node.selections.some((s) => s.kind === 'Field' && s.name.value === '__typename')) return undefined;
        return { ...node, selections: [...node.selections, { kind: 'Field', name: { kind: 'Name', value: '__typename' } }] };
      },
    },
  });
}

/** The client's queries as Apollo sends them, as text: the server runs the ones a page needs first (seo/page-shell.ts). */
function operationsModule(documents) {
  const { print } = require('graphql');
  const fragments = fragmentsOf(documents);
  const named = (operation) => documents.flatMap((doc) => doc.document.definitions)
    .filter((def) => def.kind === 'OperationDefinition' && def.operation === operation && def.name)
    .sort((a, b) => a.name.value.localeCompare(b.name.value));
  const lines = [HEADER];
  for (const [name, operation, what] of [['CLIENT_QUERIES', 'query', 'queries'], ['CLIENT_MUTATIONS', 'mutation', 'mutations']]) {
    lines.push(`/** The client's ${what} as Apollo sends them (__typename added, fragments appended). */`, `export const ${name} = {`);
    for (const def of named(operation)) lines.push(`  ${def.name.value}: ${JSON.stringify(print(withTypename(documentWithFragments(def, fragments))))},`);
    lines.push('} as const;', '');
  }
  lines.push(
    '/** Every operation of the client: the trusted documents each instance registers by SHA-256 (server/src/graphql/trusted-documents.ts, docs/adr/0048). */',
    'export const CLIENT_OPERATIONS = { ...CLIENT_QUERIES, ...CLIENT_MUTATIONS } as const;', '');
  return lines.join('\n');
}

module.exports = {
  plugin(_schema, documents, config) {
    if (config.operations) return operationsModule(documents);
    if (config.barrel) {
      const modules = [...new Set(documents.map((d) => moduleName(d.location)).filter(Boolean))].sort();
      return [HEADER, ...modules.map((m) => `export * from './${m}';`)].join('\n') + '\n';
    }
    const fragments = fragmentsOf(documents);
    const ops = [];
    for (const doc of documents) {
      if (moduleName(doc.location) !== config.module) continue;
      for (const def of doc.document.definitions) {
        if (def.kind === 'OperationDefinition' && def.name) ops.push({ name: def.name.value, type: def.operation, def });
      }
    }
    ops.sort((a, b) => a.name.localeCompare(b.name));
    const used = new Set(ops.map((o) => o.type));
    const hooks = [used.has('query') && 'useLazyQuery', used.has('mutation') && 'useMutation', used.has('query') && 'useQuery'].filter(Boolean);
    const lines = [
      HEADER,
      "import type { TypedDocumentNode } from '@graphql-typed-document-node/core';",
      ...(hooks.length ? [`import { ${hooks.join(', ')} } from '@apollo/client/react';`] : []),
      "import type * as Ops from './graphql';",
      '',
    ];
    for (const { name, type, def } of ops) {
      const suffix = type === 'query' ? 'Query' : type === 'mutation' ? 'Mutation' : 'Subscription';
      const data = `Ops.${name}${suffix}`;
      const vars = `Ops.${name}${suffix}Variables`;
      const document = documentWithFragments(def, fragments);
      const doc = `${name}${suffix}Document`;
      lines.push(`export const ${doc} = ${astJson(document)} as unknown as TypedDocumentNode<${data}, ${vars}>;`);
      if (type === 'query') {
        lines.push(`export function use${name}Query(options?: useQuery.Options<${data}, ${vars}>) {`);
        lines.push(`  return useQuery<${data}, ${vars}>(${doc}, options as useQuery.Options<${data}, ${vars}>);`);
        lines.push('}');
        lines.push(`export function use${name}LazyQuery(options?: useLazyQuery.Options<${data}, ${vars}>) {`);
        lines.push(`  return useLazyQuery<${data}, ${vars}>(${doc}, options);`);
        lines.push('}');
      } else if (type === 'mutation') {
        lines.push(`export function use${name}Mutation(options?: useMutation.Options<${data}, ${vars}>) {`);
        lines.push(`  return useMutation<${data}, ${vars}>(${doc}, options);`);
        lines.push('}');
      }
    }
    return lines.join('\n') + '\n';
  },
};
