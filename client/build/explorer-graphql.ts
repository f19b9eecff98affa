import type { Plugin } from 'vite';

/** The id suffix of the explorer's copy of graphql-js. */
const COPY = '?explorateur';
/** GraphiQL and the packages under it that import graphql-js. */
const GRAPHIQL_SIDE = /[\\/]node_modules[\\/](?:graphiql|@graphiql[\\/][^\\/]+|codemirror-graphql|graphql-language-service)[\\/]/;
const GRAPHQL_MODULE = /[\\/]node_modules[\\/]graphql[\\/]/;

/**
 * GraphiQL's own copy of graphql-js, in its lazy chunk (docs/adr/0053). Apollo Client puts graphql-js's language
 * modules in the entry chunk every visitor downloads: were GraphiQL to share them, each function it uses from them
 * (parse, print, visit… and their helpers) would be kept and exported by the entry, which would grow by them. Its imports
 * of graphql (and that copy's imports of its own modules) resolve to the same files under another id, bundled with it.
 * The two copies never exchange objects: the page gives GraphiQL strings only.
 */
export function explorerGraphql(): Plugin {
  return {
    name: 'mijote-explorer-graphql',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const inCopy = importer.endsWith(COPY);
      const fromGraphiql = !inCopy && GRAPHIQL_SIDE.test(importer);
      if (!inCopy && !fromGraphiql) return null;
      if (fromGraphiql && source !== 'graphql' && !source.startsWith('graphql/')) return null;
      const resolved = await this.resolve(source, inCopy ? importer.slice(0, -COPY.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !GRAPHQL_MODULE.test(resolved.id)) return null;
      return { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}
