import { defineConfig } from 'vitest/config';
import { serverTestDefaults } from './vitest.shared.ts';

/**
 * The reliability proofs (real server processes, crashes, a load at full speed): a run of their
 * own (`npm run test:reliability`), one file at a time. Beside the rest on two cores, the load
 * test starved a concurrency test's requests past the server's 15 s socket timeout.
 */
export default defineConfig({
  test: {
    ...serverTestDefaults,
    name: 'server-reliability',
    include: ['test/reliability/**/*.test.ts'],
    fileParallelism: false,
  },
});
