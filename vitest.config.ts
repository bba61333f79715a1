import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('./packages/contract/src/', import.meta.url));
const testingLibraryReactEsm = fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src/', import.meta.url));

// Every library of the storefront that imports react itself: run through Vite (not Node) so the aliases reach them.
const reactLibraries = [/@testing-library\/react/, /@tanstack\/react-query/, /wouter/, /react-hook-form/, /@hookform/, /sonner/, /lucide-react/];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@shop\/contract$/, replacement: `${contractSrc}index.ts` },
      { find: /^@shop\/contract\/(.*)$/, replacement: `${contractSrc}$1.ts` },
      { find: /^@\//, replacement: webSrc },
      // Its ES module build, which Vite can alias (its package has no exports map for the conditions to pick from).
      { find: /^@testing-library\/react$/, replacement: testingLibraryReactEsm },
      // As in the build (apps/web/vite.config.ts): wouter's shim for React 17 becomes the hook itself.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${webSrc}lib/use-sync-external-store-shim.ts` },
    ],
  },
  test: {
    // Two cores: a modest pool keeps PGlite instances and jsdom from fighting over them.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      { extends: true, test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        extends: true,
        // The storefront ships Preact (decision 30), so its components are tested on Preact too: the preset aliases
        // react and react-dom, for the components and the React libraries alike.
        plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
        // The libraries' ES module builds (as the browser gets), which Vite can alias; their CommonJS ones require react through Node.
        resolve: { conditions: ['module', 'browser', 'development'] },
        test: {
          name: 'web',
          server: { deps: { inline: reactLibraries } },
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
