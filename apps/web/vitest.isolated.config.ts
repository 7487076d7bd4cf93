import { defineConfig } from 'vitest/config';
import { filesThatMockModules, webTestDefaults } from './vitest.shared.ts';

/** The web tests that mock a module, each in a module graph of its own (vitest.shared.ts). */
export default defineConfig({
  ...webTestDefaults,
  test: {
    ...webTestDefaults.test,
    name: 'web-isolated',
    include: filesThatMockModules,
  },
});
