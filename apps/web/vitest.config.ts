import { defineConfig } from 'vitest/config';
import { filesThatMockModules, webTestDefaults } from './vitest.shared.ts';

/**
 * Most web tests: files share their worker's modules and page (decision 010), each test
 * unmounting and resetting the network fake after itself (src/test-setup.ts).
 */
export default defineConfig({
  ...webTestDefaults,
  test: {
    ...webTestDefaults.test,
    name: 'web',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: filesThatMockModules,
  },
});
