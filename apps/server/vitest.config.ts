import { defineConfig } from 'vitest/config';
import { serverTestDefaults } from './vitest.shared.ts';

export default defineConfig({
  test: {
    ...serverTestDefaults,
    name: 'server',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The reliability proofs have their own project: vitest.reliability.config.ts.
    exclude: ['test/reliability/**'],
  },
});
