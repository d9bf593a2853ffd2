import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Ports can be moved so that several checkouts run their suites side by side.
const shopPort = Number(process.env.E2E_SHOP_PORT ?? 3107);
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 6107);
const e2eDataDir = path.join(os.tmpdir(), `rigsmith-e2e-${shopPort}`);

export default defineConfig({
  testDir: '.',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]]
    : 'list',
  // A missing baseline is written locally, but fails in CI: every story needs a committed one.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: { toHaveScreenshot: { maxDiffPixels: 20, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  use: { launchOptions: launchOptions(), browserName: 'chromium', trace: 'retain-on-failure' },
  projects: [
    { name: 'e2e', testDir: 'e2e', use: { baseURL: `http://127.0.0.1:${shopPort}` } },
    {
      name: 'visual',
      testDir: 'visual',
      use: { baseURL: `http://127.0.0.1:${storybookPort}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // The real shop: built storefront + API on a fresh embedded database.
      command: `rm -rf "${e2eDataDir}" && pnpm --filter @pcshop/server start`,
      cwd: root,
      url: `http://127.0.0.1:${shopPort}/api/health`,
      env: {
        PORT: String(shopPort),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir,
        // Absolute links (canonical, hreflang, emails) come from here, never from the Host header.
        PUBLIC_URL: `http://127.0.0.1:${shopPort}`,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every e2e test signs in, registers or writes from the same address.
        RATE_LIMIT_SCALE: '20',
        // The journeys read their emails' links from the development outbox (loopback only).
        DEV_OUTBOX: 'true',
        // A storefront built elsewhere (`vite build --outDir`), so checkouts don't share dist/.
        ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `node tests/visual/serve-storybook.mjs ${storybookPort}`,
      cwd: root,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
