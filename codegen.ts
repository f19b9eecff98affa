import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

/** Client documents → committed typed documents and one generated hook per operation (never hand-edited). */
const out = process.env.CODEGEN_OUT ?? 'client/src/graphql/__generated__';
/** The client's queries as text, which the server also runs (page data): in common/, since the server imports nothing from client/src. */
const sharedOut = process.env.CODEGEN_SHARED_OUT ?? 'common/graphql/__generated__';
const documents = ['client/src/graphql/*.graphql', 'client/src/features/*/graphql/*.graphql'];
const hooksPlugin = './scripts/codegen-hooks-plugin.cjs';

/** One hooks module per document file (scripts/codegen-hooks-plugin.cjs says why), and hooks.ts re-exporting them. */
const featuresDir = path.join(import.meta.dirname, 'client/src/features');
const hookModules = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => {
    try {
      return readdirSync(path.join(featuresDir, d.name, 'graphql')).filter((f) => f.endsWith('.graphql')).map((f) => `hooks-${d.name}-${f.replace(/\.graphql$/, '')}`);
    } catch {
      return [];
    }
  })
  .sort();

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents,
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
    [`${out}/hooks.ts`]: { plugins: [hooksPlugin], config: { barrel: true } },
    [`${sharedOut}/operations.ts`]: { plugins: [hooksPlugin], config: { operations: true } },
    ...Object.fromEntries(hookModules.map((module) => [`${out}/${module}.ts`, { plugins: [hooksPlugin], config: { module } }])),
  },
};
export default config;
