// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Import direction (see docs/architecture.md):
 * - packages/domain imports nothing of ours;
 * - the server and the web app never import each other;
 * - in the web app: app -> features -> shared; features do not import each other
 *   (enforced below by zones, one per feature folder, read from the folder list), except
 *   through a feature's public entry where one is listed in webPublicEntries;
 * - on the server: features -> http, db, auth, errors, lib; features import another feature's
 *   `index.ts` only; http/, db/, auth/, errors/ and lib/ never import features, nor features
 *   and lib/ the demo data in seed/ (app.ts wires them together); only db/ imports migrations;
 * - no import cycles anywhere (import-x/no-cycle): a file two others share goes in a file of
 *   its own, below both.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The venue page shows the booking panel, which belongs to making a booking. */
const webPublicEntries = ['./booking/index.ts', './browse/index.ts'];

/**
 * On the server a feature reaches another only through its `index.ts`, which exports what other
 * features use and nothing else: one zone per feature folder, read from the folder list.
 */
const serverFeaturesDir = new URL('./apps/server/src/features/', import.meta.url);
const serverFeatures = readdirSync(serverFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverPublicEntries = serverFeatures.map((name) => `./${name}/index.ts`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/build/**',
      '**/.tsbuild/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads each imported file: without these it skips every .ts file, and finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The server imports `./file.js` for `./file.ts` (Node's ESM rule); resolve it as
      // TypeScript does, or the zones below would skip every such import (decision 011).
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'domain must stay pure' },
            { target: './apps/server', from: './apps/web', message: 'server and web are separate' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'web talks to the server over HTTP only',
            },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared must not depend on features or the app shell',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features must not depend on the app shell',
            },
            ...webFeatures.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`, ...webPublicEntries],
              message: 'features do not import each other; move shared code to src/shared',
            })),
            ...['auth', 'http', 'db', 'errors', 'icalendar', 'jobs', 'lib'].map((layer) => ({
              target: `./apps/server/src/${layer}`,
              from: './apps/server/src/features',
              message: `${layer}/ must not depend on features: app.ts passes in what it needs`,
            })),
            {
              target: ['./apps/server/src/features', './apps/server/src/lib'],
              from: './apps/server/src/seed',
              message: 'demo data is handed in by app.ts; shared code goes in src/lib',
            },
            {
              target: ['./apps/server/src/http', './apps/server/src/features'],
              from: './apps/server/src/db/migrations',
              message: 'a migration is frozen once applied: share its constants from db/',
            },
            ...serverFeatures.map((name) => ({
              target: `./apps/server/src/features/${name}`,
              from: './apps/server/src/features',
              except: [`./${name}`, ...serverPublicEntries],
              message: 'a server feature uses another only through its index.ts',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'import',
          property: 'meta',
          message: 'read configuration from src/shared/config.ts',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read configuration from src/config.ts' },
      ],
    },
  },
);
