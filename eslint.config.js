import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The import rule of `stores/src/domain/`; `up` matches the `../`s that lead out of domain/. */
const pureDomainImports = (up) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['react', 'react-dom', '*.tsx', 'mobx', 'mobx-react-lite', 'ky', '@pcshop/*'],
          message: 'domain/ holds pure modules: no React, MobX or api client.',
        },
        {
          regex: `^${up}(?!api/(schemas|constants)/)`,
          message:
            'domain/ imports only domain/ and the shared contract (api/schemas, api/constants).',
        },
      ],
    },
  ],
});

/** The import rule of the stores: no React, and every action named. */
const storeImports = (extraPatterns) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'mobx',
          importNames: ['runInAction'],
          message: "Name the action: inAction('Store.method', …).",
        },
      ],
      patterns: [
        { group: ['react', 'react-dom', '*.tsx'], message: 'Stores never import React or JSX.' },
        ...extraPatterns,
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['stores/src/**/*.ts'],
    ignores: ['stores/src/react/**'],
    rules: storeImports([]),
  },
  // The api client speaks only to the contract: no customiser or other store behind it.
  {
    files: ['stores/src/api/**/*.ts'],
    rules: storeImports([
      { group: ['**/customiser/*'], message: 'api/ is the contract; it imports no store.' },
    ]),
  },
  // Every call goes through the endpoint table (`callApi`); no API address written by hand.
  {
    files: ['stores/src/**/*.{ts,tsx}', 'storefront/src/**/*.{ts,tsx}'],
    ignores: ['stores/src/api/endpoints.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/?api\\//]',
          message: 'Call the API through callApi and stores/src/api/endpoints.ts.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/?api\\//]',
          message: 'Call the API through callApi and stores/src/api/endpoints.ts.',
        },
      ],
    },
  },
  // domain/ is pure: it imports itself, the shared contract and no state, network or React.
  { files: ['stores/src/domain/*.ts'], rules: pureDomainImports('\\.\\./') },
  { files: ['stores/src/domain/*/*.ts'], rules: pureDomainImports('\\.\\./\\.\\./') },
  {
    files: ['design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pcshop/stores', '@pcshop/stores/*', 'ky'],
              message: 'Components take data and callbacks; no stores, no network.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
