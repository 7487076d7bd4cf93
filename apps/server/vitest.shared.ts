/** What both server projects share: one throwaway PostgreSQL cluster per project run. */
export const serverTestDefaults = {
  root: import.meta.dirname,
  // Its URL reaches tests through inject('postgresUrl').
  globalSetup: ['./test/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
