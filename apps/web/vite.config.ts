import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // The web imports zod-free subpaths (constants, money, errors, paths) and only types from the root.
      { find: /^@shop\/contract$/, replacement: fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)) },
      { find: /^@shop\/contract\/(.*)$/, replacement: fileURLToPath(new URL('../../packages/contract/src/$1.ts', import.meta.url)) },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  // Every browser we support has modulepreload, so Vite's polyfill would only cost first-visit bytes.
  build: { target: 'es2022', sourcemap: true, manifest: true, reportCompressedSize: false, modulePreload: { polyfill: false } },
  server: {
    proxy: Object.fromEntries(['/customer', '/media', '/docs', '/healthz', '/client-config.json'].map((p) => [p, apiTarget])),
  },
});
