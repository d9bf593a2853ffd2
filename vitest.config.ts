import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { launchOptions } from './tests/chromium';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every package the stories load at run time, optimised before the first test: a dependency
 * Vite discovers mid-run makes it reload, and the story files importing it then fail to load.
 */
const designSystem = JSON.parse(
  readFileSync(path.join(root, 'design-system/package.json'), 'utf8'),
) as { dependencies: Record<string, string> };
const storyDependencies = [
  ...Object.keys(designSystem.dependencies).filter(
    (name) => name.startsWith('@radix-ui/') || name === '@vanilla-extract/dynamic',
  ),
  // The react-hook-form example of the form fields.
  'react-hook-form',
  '@hookform/resolvers/zod',
  'zod',
].map((name) => `@pcshop/design-system > ${name}`);

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: [
            'stores/src/**/*.test.ts',
            'design-system/src/**/*.test.ts',
            'storefront/src/**/*.test.{ts,tsx}',
            'locales/**/*.test.ts',
          ],
          environment: 'node',
          // Some domain tests are exhaustive (every spec field × malformed values).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: {
          include: [
            '@pcshop/design-system > @vanilla-extract/recipes/createRuntimeFn',
            '@pcshop/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
            ...storyDependencies,
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: launchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
