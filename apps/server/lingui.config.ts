import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SERVER_PO_OPTIONS } from './src/lib/po-options.js';

/**
 * What the server writes to people (mails, the calendar feed) in their language
 * (docs/decisions/037-languages.md). No macros here: the server runs under tsx and esbuild, so
 * messages are `i18n._({ id, message, values })` calls with explicit ids, or `{ id, message }`
 * descriptors marked with a leading `i18n` block comment where code passes them on
 * (features/notifications/booking-notices.ts), which `lingui extract` finds as it finds the web
 * app's. One catalogue, loaded once at start (src/lib/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nb'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter(SERVER_PO_OPTIONS),
});
