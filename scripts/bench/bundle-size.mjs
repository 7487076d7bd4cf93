// Initial JavaScript and CSS per route: the entry chunk, the route's page chunk and everything
// they import statically, and the words of the page's language (the route's features'
// catalogues; the frame's come with the entry), gzipped — what a browser downloads before the page can be used. Measured in
// each language; the larger counts against the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for every route's initial JavaScript, gzipped: form pages included. */
export const ROUTE_JS_BUDGET_KB = 130;

/**
 * The modules each route loads before it shows: its page, and for a page inside an area (the
 * host's), the area's chunk too, as someone arriving at its address downloads both.
 */
const HOST_AREA = 'src/features/host/host-area.tsx';
export const ROUTE_PAGES = {
  Home: ['src/features/home/home-page.tsx'],
  Browse: ['src/features/browse/browse-page.tsx'],
  Venue: ['src/features/venue/venue-page.tsx'],
  'Booking confirmed': ['src/features/booking/confirmation/booking-success-page.tsx'],
  About: ['src/features/static-pages/about-page.tsx'],
  Contact: ['src/features/static-pages/contact-page.tsx'],
  'User area': ['src/features/traveller/traveller-area.tsx'],
  'Manager dashboard': [HOST_AREA, 'src/features/host/overview/overview-page.tsx'],
  Login: ['src/features/auth/login-page.tsx'],
  Register: ['src/features/auth/register-page.tsx'],
  'Venue form': [HOST_AREA, 'src/features/host/venue-form/new-venue-page.tsx'],
};

/** The catalogues each route loads with its page (as `app/router.tsx` lists them). */
const ROUTE_CATALOGS = {
  Home: ['home'],
  Browse: ['browse'],
  Venue: ['venue', 'booking'],
  'Booking confirmed': ['booking'],
  About: ['static-pages'],
  Contact: ['static-pages'],
  'User area': ['traveller'],
  'Manager dashboard': ['host'],
  Login: ['auth'],
  Register: ['auth'],
  'Venue form': ['host'],
};
const LOCALES = ['en', 'nb'];
/** What else a language loads before a page can be used (its error words come after the paint). */
const LOCALE_MODULES = { en: [], nb: [] };
// The frame's catalogues (src/locales) come with the entry, both languages.
const catalogModule = (name, locale) => `src/features/${name}/locales/${locale}.po`;

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

  /** The chunks of the entry and of the given modules, with their static imports. */
  function initial(route, modules) {
    const keys = new Set();
    collect(entryKey, keys);
    for (const file of modules) {
      // A page missing from the build (a moved file) would otherwise measure as the entry alone.
      if (!manifest[file]) throw new Error(`${route}: ${file} is not in the build's manifest`);
      collect(file, keys);
    }
    return [...keys].map((key) => manifest[key]);
  }
  const jsKb = (files) => files.reduce((sum, chunk) => sum + gzipped(chunk.file), 0) / 1024;

  return Object.entries(ROUTE_PAGES).map(([route, modules]) => {
    const files = initial(route, modules);
    const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
    const css = [...cssFiles].reduce((sum, file) => sum + gzipped(file), 0);
    const byLocale = Object.fromEntries(
      LOCALES.map((locale) => {
        const modules = [
          ...ROUTE_CATALOGS[route].map((name) => catalogModule(name, locale)),
          ...LOCALE_MODULES[locale],
        ];
        const catalogs = modules.map((module) => {
          const chunk = manifest[module];
          if (!chunk) throw new Error(`${route}: no ${module} (${locale}) in the build`);
          return chunk;
        });
        return [locale, jsKb([...files, ...catalogs])];
      }),
    );
    return {
      route,
      budgetKb: ROUTE_JS_BUDGET_KB,
      jsKb: Math.max(...Object.values(byLocale)),
      jsKbByLocale: byLocale,
      cssKb: css / 1024,
      chunks: files.length,
    };
  });
}
