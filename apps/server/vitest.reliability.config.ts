import { defineConfig } from 'vitest/config';
import { serverTestDefaults } from './vitest.shared.ts';

/**
 * The reliability proofs (real server processes, crashes, a load at full speed): a run of their
 * own (`npm run test:reliability`), one file at a time. Beside the rest on two cores, the load
 * test starved a concurrency test's requests past the server's 15 s socket timeout.
 *
 * The files share their worker's modules, as the server's other tests do (decision 010): none
 * mocks a module or changes a global, and each starts its own servers and databases.
 */
export default defineConfig({
  test: {
    ...serverTestDefaults,
    globalSetup: [...serverTestDefaults.globalSetup, './test/reliability/support/global-setup.ts'],
    name: 'server-reliability',
    include: ['test/reliability/**/*.test.ts'],
    fileParallelism: false,
    isolate: false,
  },
});
