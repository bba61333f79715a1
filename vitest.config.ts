import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('./packages/contract/src/', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@shop\/contract$/, replacement: `${contractSrc}index.ts` },
      { find: /^@shop\/contract\/(.*)$/, replacement: `${contractSrc}$1.ts` },
      { find: /^@\//, replacement: webSrc },
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
        test: {
          name: 'web',
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
