import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(new URL(import.meta.url).pathname);
// npm run dev: the API server listens on PORT (3000 by default); Vite proxies to it.
const api = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: path.resolve(root, '../dist/client'), emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/api': api, '/media': api },
  },
});
