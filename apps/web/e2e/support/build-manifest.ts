import { readFileSync } from 'node:fs';

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
