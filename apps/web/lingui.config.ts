import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * English is written in the code (Lingui's macros); each language's translations live beside the
 * code that shows them, one catalogue per feature and one for the app's frame and shared parts,
 * so a route loads only its own words (docs/decisions/037-languages.md). `npm run messages`
 * extracts; `npm run lint` fails on a missing or unused message in either language.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nb'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*', '**/test-support/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/shared'],
      exclude: ['**/*.test.*'],
    },
  ],
  // Line numbers would change every catalogue with each edit above a message.
  format: formatter({ lineNumbers: false }),
});
