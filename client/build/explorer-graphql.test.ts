import { describe, expect, it } from 'vitest';
import { explorerGraphql } from './explorer-graphql';

const NM = '/app/node_modules';
/** The plugin's resolveId with a resolver that maps `graphql` and relative paths the way Node would. */
async function resolve(source: string, importer: string | undefined): Promise<string | null> {
  const plugin = explorerGraphql();
  const hook = plugin.resolveId as (this: unknown, source: string, importer: string | undefined, options: object) => Promise<{ id: string } | null>;
  const context = {
    resolve: async (s: string, from: string) => {
      if (s === 'graphql') return { id: `${NM}/graphql/index.mjs`, external: false };
      if (s.startsWith('graphql/')) return { id: `${NM}/${s}.mjs`, external: false };
      if (s.startsWith('./')) return { id: `${from.slice(0, from.lastIndexOf('/'))}/${s.slice(2)}`, external: false };
      return { id: `${NM}/${s}/index.js`, external: false };
    },
  };
  return (await hook.call(context, source, importer, {}))?.id ?? null;
}

describe('the explorer’s copy of graphql-js (docs/adr/0053)', () => {
  it('gives GraphiQL and the packages under it graphql-js under another id, and keeps the copy’s own imports in it', async () => {
    expect(await resolve('graphql', `${NM}/@graphiql/react/dist/schema.js`)).toBe(`${NM}/graphql/index.mjs?explorateur`);
    expect(await resolve('graphql/language/printer', `${NM}/codemirror-graphql/esm/info.js`)).toBe(`${NM}/graphql/language/printer.mjs?explorateur`);
    expect(await resolve('./kinds.mjs', `${NM}/graphql/language/printer.mjs?explorateur`)).toBe(`${NM}/graphql/language/kinds.mjs?explorateur`);
  });

  it('leaves everybody else’s graphql-js, and GraphiQL’s other imports, alone', async () => {
    expect(await resolve('graphql', `${NM}/@apollo/client/core/index.js`)).toBeNull();
    expect(await resolve('graphql', '/app/client/src/main.tsx')).toBeNull();
    expect(await resolve('./kinds.mjs', `${NM}/graphql/language/printer.mjs`)).toBeNull();
    expect(await resolve('react', `${NM}/graphiql/dist/GraphiQL.js`)).toBeNull();
    expect(await resolve('graphql', undefined)).toBeNull();
  });
});
