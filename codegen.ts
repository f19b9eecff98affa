import type { CodegenConfig } from '@graphql-codegen/cli';

/** Client documents → committed typed documents and one generated hook per operation (never hand-edited). */
const out = process.env.CODEGEN_OUT ?? 'client/src/graphql/__generated__';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/features/*/graphql/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [`${out}/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'gql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
    [`${out}/hooks.ts`]: {
      plugins: ['./scripts/codegen-hooks-plugin.cjs'],
    },
  },
};
export default config;
