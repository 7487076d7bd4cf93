import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { chunkOf } from './support/build-manifest';

/**
 * The budgets that fail the build, none of them a speed (docs/performance.md has the benchmarks,
 * measured by `npm run bench`): every route's initial JavaScript within 130 KB gzipped (bytes,
 * the same on any machine), and Lighthouse (mobile) on Home in the categories whose audits do not
 * depend on how fast the machine is: accessibility, best practices and SEO. The performance score
 * does, so it is a benchmark, not a test.
 */
const ROUTE_JS_BUDGET_KB = 130;
const LIGHTHOUSE_FLOORS = { accessibility: 95, 'best-practices': 90, seo: 90 };

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

async function budgets<T>(...args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, ['scripts/bench/budgets.mjs', ...args], {
    cwd: root,
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
}

test.describe('performance budgets', () => {
  test('keeps every route’s initial JavaScript within the budget, form pages included', async () => {
    const routes = await budgets<{ route: string; jsKb: number; budgetKb: number }[]>('bundle');
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) {
      expect(route.budgetKb).toBe(ROUTE_JS_BUDGET_KB);
      expect(route.jsKb, `${route.route}: ${route.jsKb.toFixed(1)} KB`).toBeLessThanOrEqual(
        ROUTE_JS_BUDGET_KB,
      );
    }
  });

  test('names the page’s own code (and a venue’s first photo) in the HTML of Home, Browse and a venue', async ({
    request,
  }) => {
    // Not a budget but what the Lighthouse figures rest on: the server reads the page modules
    // from the build's manifest by their source paths, and a renamed page would silently lose them.
    const listed = await request.get('/api/holidaze/venues?limit=1');
    const [venue] = ((await listed.json()) as { data: { id: string; media: { url: string }[] }[] })
      .data;
    for (const [path, page] of [
      ['/', 'src/features/home/home-page.tsx'],
      ['/browse', 'src/features/browse/browse-page.tsx'],
      [`/venue/${venue!.id}`, 'src/features/venue/venue-page.tsx'],
    ] as const) {
      const chunk = chunkOf(page);
      const html = await (await request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((href) => href === chunk);
      expect(preloads, path).toHaveLength(1);
      expect((await request.get(preloads[0]!)).status(), preloads[0]).toBe(200);
    }
    const venuePage = await (await request.get(`/venue/${venue!.id}`)).text();
    expect(venuePage).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${venue!.media[0]?.url ?? '/media/defaults/venue.svg'}" />`,
    );
  });

  test('answers each page’s first read from the request its HTML started: the API is asked once', async ({
    page,
    request,
  }) => {
    // Also what the Lighthouse figures rest on: a preload the app's own request does not match
    // to the byte is fetched for nothing, and the app asks again once its script has run.
    const listed = await request.get('/api/holidaze/venues?limit=1');
    const [venue] = ((await listed.json()) as { data: { id: string; name: string }[] }).data;
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(sent.url()));
    for (const [path, shown] of [
      ['/', page.getByRole('region', { name: 'Top venues' }).getByRole('link').first()],
      ['/browse', page.locator('[data-venue-id]').first()],
      [`/venue/${venue!.id}`, page.getByRole('heading', { level: 1, name: venue!.name })],
    ] as const) {
      asked.length = 0;
      await page.goto(path);
      await expect(shown).toBeVisible();
      const html = await (await request.get(path)).text();
      const read = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/.exec(
        html,
      );
      expect(read, path).not.toBeNull();
      const preloaded = new URL(read![1]!.replaceAll('&amp;', '&'), page.url());
      // The same read (its path, and its order: the home page's two rows differ only there),
      // asked once: by the preload, at the very URL.
      const sameRead = asked
        .map((sent) => new URL(sent))
        .filter(
          (sent) =>
            sent.pathname === preloaded.pathname &&
            sent.searchParams.get('sort') === preloaded.searchParams.get('sort'),
        );
      expect(
        sameRead.map((sent) => sent.href),
        path,
      ).toEqual([preloaded.href]);
    }
  });

  test('scores Home in Lighthouse at or above the floors for accessibility, best practices and SEO', async ({
    baseURL,
  }) => {
    // Lighthouse waits as long as the page takes to load: only a hung page meets this limit.
    test.setTimeout(600_000);
    const result = await budgets<{ scores: Record<string, number>; failing: string[] }>(
      'lighthouse',
      `${baseURL}/`,
    );
    for (const [category, floor] of Object.entries(LIGHTHOUSE_FLOORS)) {
      expect(
        result.scores[category],
        `${category} (audits below 0.9: ${result.failing.join(', ')})`,
      ).toBeGreaterThanOrEqual(floor);
    }
  });
});
