import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { backOfficeApart, serveBackOfficePages } from './scripts/back-office-plugins';
import { precompressed } from './scripts/compress-plugin';
import { localesAsJson } from './scripts/locales-plugin';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (src/entry-server.tsx, decision 34) has every translation bundled: no JSON files of its own, nothing to send compressed.
  // Nor the back office, which is a page of the browser's build only (scripts/back-office-plugins.ts).
  plugins: [preact(), tailwindcss(), ...(isSsrBuild ? [] : [localesAsJson(), precompressed(), backOfficeApart(), serveBackOfficePages()])],
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
  // Translation files are only ever used whole (their default export), so per-key named exports would only add bytes.
  json: { namedExports: false },
  // The server's bundle holds its libraries too, so that they import preact/compat under React's names as the browser's do.
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', minify: false, sourcemap: true, emptyOutDir: true, reportCompressedSize: false }
    : {
        target: 'es2022',
        // Terser compresses the first visit about 3 KB (gzipped) smaller than esbuild, for a slower build (decision 0003).
        // Like esbuild's output, it keeps no comments.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        sourcemap: true,
        manifest: true,
        reportCompressedSize: false,
        // Every browser we support has modulepreload, so Vite's polyfill would only cost first-visit bytes.
        modulePreload: { polyfill: false },
        // The storefront, and the back office (issue 16): a page of its own, whose code no storefront page loads.
        rollupOptions: { input: { index: page('./index.html'), admin: page('./admin.html') } },
      },
  server: {
    proxy: Object.fromEntries(['/customer', '/admin/api', '/media', '/docs', '/healthz', '/client-config.json'].map((p) => [p, apiTarget])),
  },
}));
