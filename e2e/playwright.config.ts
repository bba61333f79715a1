import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './admin-account';

// Journeys run in Debian's Chromium against the production build, served by the real API server on a fresh
// embedded database of its own (seeded with the catalogue), so every run starts from the same shop.
const port = Number(process.env.E2E_PORT ?? 43117);
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A journey (sign up, sign in, add, check out, pay, My Orders) loads 6-10 pages: about 16 s alone on a 2-core machine,
  // twice that while the second worker's browser and the server share the cores. 30 s failed such journeys under load.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    // The first admin of the back office is made as the README says, on the fresh database before the server opens it.
    command: `node ../apps/api/dist/cli/create-admin.js --email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}" && node ../apps/api/dist/server.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // TRUST_PROXY: the journeys' account calls say which shopper they stand for (fixtures.ts shopperAddress), as a
    // balancer in front of the shop would; the browser's own requests carry no such header and stay 127.0.0.1.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
