/**
 * Module boundaries (npm run lint): the server never imports the client's code, and no run-time import cycle exists —
 * between feature modules in particular (accounts → favourites is allowed, favourites → accounts then is not).
 * The entry-only, infrastructure, ui/ and type-counted cycle rules are computed on this graph by
 * scripts/boundaries/analyse.mjs, with their allow-list (scripts/boundaries/allow-list.json): see scripts/check-boundaries.mjs.
 */
module.exports = {
  forbidden: [
    {
      name: 'server-not-to-client',
      comment: 'The server imports nothing from client/src: shared code lives in common/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/src/' },
    },
    {
      name: 'common-stands-alone',
      comment: 'common/ is used by both sides and imports neither.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'no-cycles',
      comment: 'No two modules (or files) import each other, directly or through others.',
      severity: 'error',
      from: { path: '^(server|client|common)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
