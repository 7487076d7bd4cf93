// Whether something built from sources (the web app, the server bundle, the database template)
// must be made again: it is missing, or a source is newer. `npm start`, the browser tests' server
// and the reliability proofs' set-up ask it before they use what was built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

/** `output` and `sources` relative to the repository's root. */
export function isStale(output, sources) {
  const full = join(root, output);
  if (!existsSync(full)) return true;
  const made = statSync(full).mtimeMs;
  return sources.some((path) => newestMtime(path) > made);
}
