import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';
const admin = `${web}/admin`;
const foldersIn = (path) =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn(`${web}/features`);
const adminFeatures = foldersIn(`${admin}/features`);

// The layers of the storefront (docs DESIGN §2): components/ui and lib → features → app. A feature is seen from
// outside through its index.ts only.
const webLayers = [
  {
    target: [`./${web}/components/ui`, `./${web}/lib`],
    from: [`./${web}/features`, `./${web}/app`],
    message: 'components/ui and lib sit below the features and the app: move the shared piece down, or pass it in.',
  },
  {
    target: `./${web}/features`,
    from: `./${web}/app`,
    message: 'Features sit below the app: pass what the feature needs in from the route.',
  },
  ...features.map((feature) => ({
    target: `./${web}/features/${feature}/**/*`,
    from: `./${web}/features/*/**/*`,
    except: [`${root}/${web}/features/${feature}/**/*`, `${root}/${web}/features/*/index.{ts,tsx}`],
    message: `Import another feature through its index ('@/features/<name>'), not its files.`,
  })),
  // The back office (src/admin, issue 16) is a page of its own: the storefront never imports it, and it takes from the
  // storefront only what sits below the features (lib, components/ui). Inside, the same layers: its components and lib
  // → its features → its app.
  {
    target: [`./${web}/app`, `./${web}/features`, `./${web}/components`, `./${web}/lib`, `./${web}/*.{ts,tsx}`],
    from: `./${admin}`,
    message: 'The storefront does not import the back office: its first visit must carry none of it.',
  },
  {
    target: `./${admin}`,
    from: [`./${web}/app`, `./${web}/features`],
    message: "The back office reuses the storefront's lib and components/ui only: move a shared piece down to them.",
  },
  {
    target: [`./${admin}/components`, `./${admin}/lib`],
    from: [`./${admin}/features`, `./${admin}/app`],
    message: "The back office's components and lib sit below its features and app: move the shared piece down, or pass it in.",
  },
  {
    target: `./${admin}/features`,
    from: `./${admin}/app`,
    message: "The back office's features sit below its app: pass what the feature needs in from the route.",
  },
  ...adminFeatures.map((feature) => ({
    target: `./${admin}/features/${feature}/**/*`,
    from: `./${admin}/features/*/**/*`,
    except: [`${root}/${admin}/features/${feature}/**/*`, `${root}/${admin}/features/*/index.{ts,tsx}`],
    message: `Import another of the back office's features through its index ('../features/<name>'), not its files.`,
  })),
];

// Routes, services and module wiring talk to repositories, never to the database, its schema or the query builder.
const apiLayers = {
  files: ['apps/api/src/modules/**/*.routes.ts', 'apps/api/src/modules/**/*.service.ts', 'apps/api/src/modules/**/*.module.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: [
          {
            target: './apps/api/src/modules',
            from: './apps/api/src/db',
            // db/transaction.ts (coming) gives services the executor type and inTransaction.
            except: ['./transaction.ts', './transaction'],
            message: 'Only repositories (*.repo.ts) and db/ reach the database (schema, client); a service may take db/transaction.',
          },
        ],
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'],
            message: 'Queries belong in a repository (*.repo.ts).',
          },
        ],
      },
    ],
  },
};

// End-to-end journeys see the apps from outside: through @shop/contract, and the API's one test entry.
const e2eEntry = {
  files: ['e2e/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: [
          { target: './e2e', from: './apps/web/src', message: 'e2e drives the storefront through the browser, not its sources.' },
          {
            target: './e2e',
            from: './apps/api/src',
            except: ['./test-support/e2e-entry.ts'],
            message: 'e2e reaches API code only through apps/api/src/test-support/e2e-entry.ts.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/contract/tsconfig.json', 'e2e/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Every cycle in apps/web, apps/api and packages/contract, through dynamic import() too; type-only imports are
      // erased at run time and not counted.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware rules: a promise nobody waits for loses its errors.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The contract's root module carries zod; the web takes only types from it, values from zod-free subpaths.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@shop/contract', allowTypeImports: true, message: 'Import values from @shop/contract/constants, /money, /errors or /paths.' }],
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webLayers }],
    },
  },
  apiLayers,
  e2eEntry,
  {
    // Only env.ts reads the environment.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts', 'apps/api/src/test-support/**', 'apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in env.ts.' }] },
  },
);
