// The CI budgets, as a command whose last line of output is JSON (apps/web/e2e/budgets.spec.ts
// runs it): `node scripts/bench/budgets.mjs bundle` checks each route's initial JavaScript in the
// production build; `node scripts/bench/budgets.mjs lighthouse <url>` scores one page.
import { join } from 'node:path';
import { measureRoutes } from './bundle-size.mjs';
import { runLighthouse } from './lighthouse.mjs';

const root = new URL('../..', import.meta.url).pathname;
const [what, url] = process.argv.slice(2);

if (what === 'bundle') {
  console.log(JSON.stringify(measureRoutes(join(root, 'apps/web/dist'))));
} else if (what === 'lighthouse' && url) {
  console.log(JSON.stringify(await runLighthouse(root, url)));
} else {
  console.error('Usage: node scripts/bench/budgets.mjs bundle | lighthouse <url>');
  process.exitCode = 2;
}
