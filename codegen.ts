import type { CodegenConfig } from '@graphql-codegen/cli';

/** Client documents → committed typed documents and one generated hook per operation (never hand-edited). */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/features/*/graphql/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'gql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
    'client/src/graphql/__generated__/hooks.ts': {
      plugins: ['./scripts/codegen-hooks-plugin.cjs'],
    },
  },
};
export default config;
