// Initial JavaScript and CSS per route: the entry chunk, the route's page chunk and everything
// they import statically, gzipped — what a browser downloads before the page can be used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROUTE_PAGES = {
  Home: 'src/features/home/home-page.tsx',
  Browse: 'src/features/browse/browse-page.tsx',
  Venue: 'src/features/venue/venue-page.tsx',
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

  return Object.entries(ROUTE_PAGES).map(([route, page]) => {
    const keys = new Set();
    collect(entryKey, keys);
    collect(page, keys);
    const files = [...keys].map((key) => manifest[key]);
    const js = files.reduce((sum, chunk) => sum + gzipped(chunk.file), 0);
    const cssFiles = new Set(files.flatMap((chunk) => chunk.css ?? []));
    const css = [...cssFiles].reduce((sum, file) => sum + gzipped(file), 0);
    return { route, jsKb: js / 1024, cssKb: css / 1024, chunks: files.length };
  });
}
