import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One throwaway PostgreSQL cluster per run; its URL reaches tests through inject('postgresUrl').
    globalSetup: ['./test/support/global-setup.ts'],
    // Tests share throwaway PostgreSQL clusters and embedded databases; two cores, so keep it calm.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
