// Initial JavaScript and CSS per route: the entry chunk, the route's page chunk and everything
// they import statically, gzipped — what a browser downloads before the page can be used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for every route's initial JavaScript, gzipped. */
export const ROUTE_JS_BUDGET_KB = 130;
/**
 * Pages that are a form from their first paint also need react-hook-form (about 14 KB) before
 * anyone can type; with React DOM and React Router at about 93 KB of the entry they cannot reach
 * 130 KB. They are held to this ceiling so they cannot grow unnoticed (docs/performance.md).
 */
export const FORM_ROUTE_JS_CEILING_KB = 145;

const page = (file, form = false) => ({ file, form });
export const ROUTE_PAGES = {
  Home: page('src/features/home/home-page.tsx'),
  Browse: page('src/features/browse/browse-page.tsx'),
  Venue: page('src/features/venue/venue-page.tsx'),
  'Booking confirmed': page('src/features/booking/confirmation/booking-success-page.tsx'),
  About: page('src/features/static-pages/about-page.tsx'),
  Contact: page('src/features/static-pages/contact-page.tsx'),
  'User area': page('src/features/traveller/traveller-area.tsx'),
  'Manager dashboard': page('src/features/host/host-area.tsx'),
  Login: page('src/features/auth/login-page.tsx', true),
  Register: page('src/features/auth/register-page.tsx', true),
  'Venue form': page('src/features/host/venue-form/new-venue-page.tsx', true),
};

export function measureRoutes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const gzipped = (file) => gzipSync(readFileSync(join(distDir, file))).length;

  function collect(key, seen) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, seen);
  }

  return Object.entries(ROUTE_PAGES).map(([route, { file, form }]) => {
    // A page missing from the build (a moved file) would otherwise measure as the entry alone.
    if (!manifest[file]) throw new Error(`${route}: ${file} is not in the build's manifest`);
    const keys = new Set();
    collect(entryKey, keys);
    collect(file, keys);
    const files = [...keys].map((key) => manifest[key]);
    const js = files.reduce((sum, chunk) => sum + gzipped(chunk.file), 0);
    const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
    const css = [...cssFiles].reduce((sum, file) => sum + gzipped(file), 0);
    const budgetKb = form ? FORM_ROUTE_JS_CEILING_KB : ROUTE_JS_BUDGET_KB;
    return { route, form, budgetKb, jsKb: js / 1024, cssKb: css / 1024, chunks: files.length };
  });
}
