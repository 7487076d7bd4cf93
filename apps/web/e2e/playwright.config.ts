import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server (fresh data directory, demo data, the production build),
 * driven in Debian's Chromium. Two browser time zones, east and west of UTC, so that no date
 * shifts by a day on either side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3987);
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`: the same Blink and V8 as
 * `chromium`, without the desktop browser around them), which is also what Playwright drives by
 * default when headless. It takes about a fifth less CPU than the full browser in headless mode,
 * and these tests are bound by the two cores. `run-e2e.mjs` picks it, or the full browser where
 * only that is installed (locally).
 */
export const E2E_BROWSER = process.env.E2E_BROWSER ?? '/usr/bin/chromium-headless-shell';
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
  reporter: [['list'], ['./support/failure-context-reporter.ts']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: E2E_BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The tests target the app at 127.0.0.1 only: any other host (map tiles, a photo's
        // address) is not found, unless the test answers it itself (page.route).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
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
    // SIGTERM, so that start-server.mjs removes the data directory it made (the default kill
    // left one behind in the temporary directory on every run).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
