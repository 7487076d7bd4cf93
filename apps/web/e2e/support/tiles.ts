import type { BrowserContext, Page } from '@playwright/test';

/**
 * Map tiles in browser tests: never from the internet (docs/testing.md). Every request for a tile
 * of the app's tile server (OpenStreetMap's, unless VITE_TILE_URL says otherwise) is answered here
 * with a local tile, or refused where the test is about a map without tiles.
 */
export const TILE_REQUESTS = /^https?:\/\/([a-z]\.)?tile\.openstreetmap\.org\//;

// A 1 × 1 transparent PNG, which the map stretches over each tile's square.
const LOCAL_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Answers the tile requests of a page (or of every page of a browser context: the fixtures of
 * support/test.ts do so for each test) with the local tile; `served` counts them.
 */
export async function withLocalTiles(page: Page | BrowserContext): Promise<{ served: number }> {
  const tiles = { served: 0 };
  await page.route(TILE_REQUESTS, async (route) => {
    tiles.served += 1;
    await route.fulfill({ status: 200, contentType: 'image/png', body: LOCAL_TILE });
  });
  return tiles;
}

/** Refuses every tile request, as when the visitor is offline or the tile server is down. */
export async function withoutTiles(page: Page): Promise<void> {
  await page.route(TILE_REQUESTS, (route) => route.abort('internetdisconnected'));
}

/**
 * The hosts that answered the page: 127.0.0.1 for the app; a response the test fulfilled itself
 * has no server address and is left out.
 */
export function answeringHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('response', async (response) => {
    const address = await response.serverAddr().catch(() => null);
    if (address) hosts.add(address.ipAddress);
  });
  return hosts;
}
