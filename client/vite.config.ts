import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { PUBLIC_PAGE_MODULES } from '../common/page-addresses';
import { apiReferencePlugin } from './build/api-reference';
import { explorerGraphql } from './build/explorer-graphql';
import { publicPageChunks } from './build/public-page-chunks';

const root = path.dirname(new URL(import.meta.url).pathname);
// npm run dev: the API server listens on PORT (3000 by default); Vite proxies to it.
const api = `http://localhost:${process.env.PORT ?? 3000}`;

// React Router 7's export map only points at its development build (dev warnings included; remix-run/react-router#12532,
// #14102); the production build it ships beside it is used for `vite build`.
const routerDist = path.resolve(path.dirname(createRequire(import.meta.url).resolve('react-router')), '../production');

/** The pages a visitor opens first (search, city, nearby, map, restaurant), and their chunks' file names. */
const PUBLIC_PAGES = Object.values(PUBLIC_PAGE_MODULES);
const PUBLIC_PAGE = new RegExp(`(?:${PUBLIC_PAGES.map((page) => path.basename(page, '.tsx')).join('|')})-[\\w-]+\\.js$`);
const publicChunks = publicPageChunks({
  pages: PUBLIC_PAGES,
  // Every generated hook, re-exported: what a page uses of it is only known once unused exports are dropped.
  barrel: /[\\/]graphql[\\/]__generated__[\\/](?:hooks|index)\.ts$/,
  entries: /\/src\/features\/[^/]+\/index\.tsx?$/,
  minSize: 2000,
  budgeted: PUBLIC_PAGE_MODULES.home,
});

export default defineConfig(({ command }) => ({
  root,
  // The developer portal's reference of the public API, made from schema/ at each build (docs/adr/0050); the explorer's
  // GraphiQL with a graphql-js of its own (docs/adr/0053).
  plugins: [react(), publicChunks.plugin, apiReferencePlugin(path.resolve(root, '..')), explorerGraphql()],
  resolve: {
    // rxjs (Apollo Client's observables) ships ES2015 modules under the `es2015` condition; its default is ES5 (classes
    // rewritten with tslib helpers): every browser the site supports runs ES2015, and the home page downloads less.
    conditions: ['es2015', ...defaultClientConditions],
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Every browser the site supports (Chrome/Edge, Firefox 115+, Safari 17+) knows <link rel="modulepreload">: no polyfill
    // in the entry chunk (an older browser simply fetches a page's modules when it imports them).
    modulePreload: {
      polyfill: false,
      // A lazy page's modules are fetched together with it (no waterfall) for the public pages only; the rarely-first
      // pages (ADR 0014) fetch theirs as the browser meets their imports. Their CSS is always listed: the preload helper
      // is what loads a lazy chunk's CSS. Each listed file name is a string in the entry every visitor downloads.
      // index.html keeps all of its entry's imports (the bundler's runtime chunk): without their modulepreload the browser
      // would discover them only once the entry script has arrived.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || PUBLIC_PAGE.test(filename) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      // Constants imported from other modules are written where they are used (common/page-addresses.ts's addresses
      // above all): no variable shared between the entry and the lazy chunks for them.
      optimization: { inlineConst: true },
      output: {
        // The public pages' chunks (ADR 0021). A captured module's own imports are grouped by the same rule or belong to
        // the entry: the bundler must not pull the entry's modules into a page's chunk.
        codeSplitting: { includeDependenciesRecursively: false, groups: [publicChunks.group] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api, '/media': api },
  },
}));
