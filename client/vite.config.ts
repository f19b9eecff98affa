import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: path.resolve(root, '../dist/client'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
