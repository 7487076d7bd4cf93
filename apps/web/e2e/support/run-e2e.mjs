// `npm run e2e`: Playwright in Debian's Chromium. Without Chromium, a local run says so and skips;
// in CI (CI=true) a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

// Chromium's headless shell is what the tests drive (playwright.config.ts says why); the full
// browser does the same work, slower, where only it is installed. CI needs the headless shell.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';
const browser =
  process.env.E2E_BROWSER ??
  (existsSync(HEADLESS_SHELL) || process.env.CI === 'true' ? HEADLESS_SHELL : CHROMIUM);
if (!existsSync(browser)) {
  if (process.env.CI === 'true') {
    console.error(
      `Chromium's headless shell not found at ${browser}: CI needs it (apt-get install -y chromium-headless-shell).`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${browser}: browser tests skipped.`);
  process.exit(0);
}
if (browser === CHROMIUM) {
  console.log(
    `Using ${CHROMIUM}; apt-get install chromium-headless-shell makes these tests faster.`,
  );
}

/** A port nobody listens on now: the OS picks it; the config and the server read it from E2E_PORT. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = process.env.E2E_PORT ?? String(await freePort());
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: port,
      E2E_BROWSER: browser,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
process.exit(result.status ?? 1);
