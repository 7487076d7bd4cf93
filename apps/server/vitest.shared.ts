/** What both server projects share: one throwaway PostgreSQL cluster per project run. */
export const serverTestDefaults = {
  root: import.meta.dirname,
  // Its URL reaches tests through inject('postgresUrl').
  globalSetup: ['./test/support/global-setup.ts'],
  // Only a hung test meets these: at a load average of 13 on two cores (another job beside the
  // run) an honest database test took 40 s, and the domain's property tests 7 s.
  // Vitest 5 takes the worker count per project, and projects run together only with the same.
  maxWorkers: 2,
  testTimeout: 120_000,
  hookTimeout: 120_000,
};
