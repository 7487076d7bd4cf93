import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server (fresh data directory, demo data, the production build),
 * driven in Debian's Chromium. Two browser time zones, east and west of UTC, so that no date
 * shifts by a day on either side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3987);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  // Limits that only catch a hung test: auto-waiting expectations wait for their condition, and a
  // busy machine makes them wait longer, never fail.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium-east',
      use: { timezoneId: 'Pacific/Kiritimati', viewport: { width: 1280, height: 900 } },
      testIgnore: 'budgets.spec.ts',
    },
    {
      name: 'chromium-west',
      use: { timezoneId: 'America/St_Johns', viewport: { width: 1280, height: 900 } },
      testIgnore: 'budgets.spec.ts',
      // Every date-bearing flow runs in both zones; the rest once is enough.
      grep: /@dates/,
    },
    {
      // Bytes and Lighthouse's speed-independent categories: nothing here needs the cores alone.
      name: 'budgets',
      testMatch: 'budgets.spec.ts',
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
