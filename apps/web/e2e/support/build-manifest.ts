import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The web build's file holding a module, from the build's manifest: chunks are named by their
 * hash alone (docs/decisions/032-chunk-names.md), so a test finds a page's or a lazy part's code
 * by its source path ('src/features/…'). Returns the path the browser fetches ('/assets/….js').
 */
export function chunkOf(sourcePath: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[sourcePath];
  if (!chunk) throw new Error(`${sourcePath} is not in the build's manifest`);
  return `/${chunk.file}`;
}

/**
 * Holds the browser's download of the file holding `sourcePath` until the answered function is
 * called: to look at a page before a part that comes later (a lazy page, the heart, the reviews).
 */
export async function holdCode(page: Page, sourcePath: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunkOf(sourcePath)}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
