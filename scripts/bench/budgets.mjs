// The CI budgets, as a command whose last line of output is JSON (apps/web/e2e/budgets.spec.ts
// runs it): `node scripts/bench/budgets.mjs bundle` measures each route's initial JavaScript in the
// production build (WEB_DIST_DIR, as the server serves it, or apps/web/dist);
// `node scripts/bench/budgets.mjs lighthouse <url>` scores one page in the categories that do not
// depend on the machine's speed (accessibility, best practices, SEO), waiting as long as it takes.
// The performance score is a benchmark: `npm run bench`.
import { join } from 'node:path';
import { measureRoutes } from './bundle-size.mjs';
import { runLighthouse } from './lighthouse.mjs';

const root = new URL('../..', import.meta.url).pathname;
const [what, url] = process.argv.slice(2);

if (what === 'bundle') {
  const dist = process.env.WEB_DIST_DIR || join(root, 'apps/web/dist');
  console.log(JSON.stringify(measureRoutes(dist)));
} else if (what === 'lighthouse' && url) {
  const result = await runLighthouse(root, url, {
    categories: ['accessibility', 'best-practices', 'seo'],
    patient: true,
    timeoutMs: 600_000,
  });
  console.log(JSON.stringify(result));
} else {
  console.error('Usage: node scripts/bench/budgets.mjs bundle | lighthouse <url>');
  process.exitCode = 2;
}
