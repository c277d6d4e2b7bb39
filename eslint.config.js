// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/generated/**',
      'playwright-report/**',
      'test-results/**',
      'data/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      // The one-way architecture of docs/architecture.md §1: app → ui, app → api → contract,
      // server → contract; ui and api never import each other or the app, the server imports
      // neither, and nothing in a package imports another package's internals.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/ui',
              from: './packages/api',
              message: 'ui knows nothing of HTTP.',
            },
            {
              target: './packages/ui',
              from: './packages/app',
              message: 'ui never imports the app.',
            },
            {
              target: './packages/ui',
              from: './packages/server',
              message: 'ui never imports the server.',
            },
            {
              target: './packages/api',
              from: './packages/ui',
              message: 'api knows no components.',
            },
            {
              target: './packages/api',
              from: './packages/app',
              message: 'api never imports the app.',
            },
            {
              target: './packages/rules',
              from: './packages/!(rules)/**',
              message: 'rules are pure facts: they import no other package.',
            },
            {
              target: './packages/contract',
              from: './packages/!(contract|rules)/**',
              message: 'the contract is openapi.yaml typed: it imports no other package.',
            },
            {
              target: './packages/server',
              from: './packages/{api,app,ui}/**',
              message: 'the server shares only the contract and the rules with the other packages.',
            },
            {
              target: './packages/app',
              from: './packages/server',
              message: 'the app talks to the server over HTTP only.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@folio/*/src/*'], message: 'Import a package through its public entry.' },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'packages/app/**/*.{ts,tsx}',
      'packages/api/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@folio/api',
              message: 'ui knows nothing of HTTP: take values and callbacks as props.',
            },
            { name: '@folio/app', message: 'ui never imports the app.' },
            { name: 'swr', message: 'Data fetching belongs to the app.' },
            { name: 'openapi-fetch', message: 'HTTP belongs to @folio/api.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@folio/ui', message: 'api knows nothing of components.' },
            { name: '@folio/app', message: 'api never imports the app.' },
            { name: 'styled-components', message: 'api knows nothing of components.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@folio/api', '@folio/app', '@folio/ui'].map((name) => ({
            name,
            message: 'The server shares only @folio/contract and @folio/rules with the others.',
          })),
          patterns: [
            { group: ['@folio/*/src/*'], message: 'Import a package through its public entry.' },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
