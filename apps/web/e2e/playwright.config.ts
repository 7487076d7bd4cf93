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
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
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
      // Last and alone: Lighthouse scores drop when other browser tests share the cores.
      // Alone: `run-e2e.mjs --project=budgets --no-deps`.
      name: 'budgets',
      testMatch: 'budgets.spec.ts',
      dependencies: ['chromium-east', 'chromium-west'],
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
