// Lighthouse on Home, Browse and Venue of the production build served by the real server
// (`main.ts`, as `npm start` runs it) with the demo data, in a temporary data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLighthouse } from './lighthouse.mjs';
import { startServer } from './server-process.mjs';

export async function lighthousePages(root, { log, pages = ['Home', 'Browse', 'Venue'] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-bench-lh-'));
  const server = await startServer(
    root,
    { DATA_DIR: dataDir, SEED: 'demo' },
    { entry: 'apps/server/src/main.ts' },
  );
  try {
    const top = await fetch(
      `${server.url}/api/holidaze/venues?sort=bookings&sortOrder=desc&limit=1`,
    );
    const venueId = (await top.json()).data[0].id;
    const paths = { Home: '/', Browse: '/browse', Venue: `/venue/${venueId}` };
    const results = [];
    for (const page of pages) {
      const result = await runLighthouse(root, `${server.url}${paths[page]}`);
      results.push({ page, path: paths[page].replace(venueId, ':id'), ...result });
      log(
        `  ${page}: ${Object.entries(result.scores)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    }
    return results;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
