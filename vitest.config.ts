import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql instance: type-graphql loads the CommonJS build, so ESM imports must get the same file.
  // Subpaths too (graphql-query-complexity imports graphql/execution/values.js).
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      { find: /^graphql\/(.+?)(?:\.m?js)?$/, replacement: `${path.dirname(require.resolve('graphql'))}/$1.js` },
    ],
  },
  test: {
    // Processed by Vite so its graphql imports get the aliases above.
    server: { deps: { inline: ['graphql-query-complexity', /@escape\.tech/] } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['common/**/*.test.ts', 'server/src/**/*.test.ts', 'client/src/**/*.test.ts', 'client/build/**/*.test.ts', 'tests/boundaries/**/*.test.ts', 'tests/bench/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // One access line per request would bury the failures: warnings and errors only, unless LOG_LEVEL says.
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
