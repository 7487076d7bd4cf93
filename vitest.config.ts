import { defineConfig } from 'vitest/config';

// Only a hung test meets it: a property test of the domain took 7 s on a machine busy with other
// work, above Vitest's default of 5 s.
const DOMAIN_TEST_TIMEOUT = 60_000;

// The domain's files share their worker's modules (decision 010): pure functions, nothing mocked
// or patched, and each zone is its own project, so its own workers. Isolated, each of the 58
// file runs spent about 0.4 s importing what the one before had already imported.
const DOMAIN_ISOLATE = false;

/**
 * The inner loop for the whole monorepo: domain, server and web tests in one run. The domain's
 * date rules run twice, under a zone east and a zone west of UTC, so that no calendar day shifts
 * whichever side a user is on. The reliability proofs (real server processes, crashes, load)
 * are a run of their own, `npm run test:reliability`, which `npm test` and CI run too.
 */
export default defineConfig({
  test: {
    // Two cores: the database suites start clusters and embedded databases, so keep it calm.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain-east',
          root: 'packages/domain',
          testTimeout: DOMAIN_TEST_TIMEOUT,
          isolate: DOMAIN_ISOLATE,
          include: ['src/**/*.test.ts'],
          env: { TZ: 'Pacific/Kiritimati' },
        },
      },
      {
        test: {
          name: 'domain-west',
          root: 'packages/domain',
          testTimeout: DOMAIN_TEST_TIMEOUT,
          isolate: DOMAIN_ISOLATE,
          include: ['src/**/*.test.ts'],
          env: { TZ: 'America/St_Johns' },
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
