// Lighthouse (its default mobile emulation and throttling) on a page of a running server: the four
// category scores, 0–100. Chromium from CHROME_PATH, /usr/bin/chromium by default.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * `categories`: which to score (all four by default). `patient`: wait as long as the page takes
 * to paint and load (Lighthouse gives up after 30 s without a first paint): for a verdict that
 * must not depend on how busy the machine is, which only the performance score does.
 */
export async function runLighthouse(root, url, options = {}) {
  try {
    return await runLighthouseOnce(root, url, options);
  } catch (error) {
    // Lighthouse's own trace recording sometimes fails (NO_NAVSTART) and its message asks for
    // another run: that is a fault of the measuring tool, not of the page, so it gets one more.
    if (!/Please run Lighthouse again/.test(String(error))) throw error;
    return runLighthouseOnce(root, url, options);
  }
}

/** With LIGHTHOUSE_REPORTS set, each whole report is kept there to read its audits. */
function keepReport(report, url) {
  const keep = process.env.LIGHTHOUSE_REPORTS;
  if (!keep) return;
  mkdirSync(keep, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  let run = 1;
  while (existsSync(join(keep, `${name}-${run}.json`))) run += 1;
  copyFileSync(report, join(keep, `${name}-${run}.json`));
}

function runLighthouseOnce(
  root,
  url,
  { timeoutMs = 120_000, categories = CATEGORIES, patient = false } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'holidaze-lighthouse-'));
  const report = join(dir, 'report.json');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    `--only-categories=${categories.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  if (patient) {
    const config = join(dir, 'config.json');
    const waitMs = Math.max(timeoutMs - 10_000, 30_000);
    writeFileSync(
      config,
      JSON.stringify({
        extends: 'lighthouse:default',
        settings: { maxWaitForFcp: waitMs, maxWaitForLoad: waitMs },
      }),
    );
    args.push(`--config-path=${config}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/lighthouse'), args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`);
        const result = JSON.parse(readFileSync(report, 'utf8'));
        keepReport(report, url);
        const scores = Object.fromEntries(
          categories.map((id) => [id, Math.round((result.categories[id]?.score ?? 0) * 100)]),
        );
        const failing = Object.values(result.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => audit.id);
        resolve({
          url,
          scores,
          failing,
          lcpMs: result.audits['largest-contentful-paint']?.numericValue,
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
