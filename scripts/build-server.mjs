// `npm run build` (with the web app) and `npm start` when stale: the server and the domain
// package bundled into one ES module, apps/server/build/main.js, which `npm start` runs with plain
// Node (decision 017). Packages from node_modules stay imports; only our own TypeScript is
// compiled in, with its names kept, so stack traces still read.
import { build } from 'esbuild';
import { isStale, root } from './build-output.mjs';

/** The bundle `npm start` runs; one level below apps/server, like src/ (src/server-dir.ts). */
export const SERVER_BUNDLE = `${root}apps/server/build/main.js`;

/** Our own code, which the bundle is made from. */
const SOURCES = ['apps/server/src', 'packages/domain/src'];

export async function buildServer() {
  await build({
    entryPoints: [`${root}apps/server/src/main.ts`],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-imports',
        setup(builder) {
          // A bare specifier is a package: left for Node to load, except our workspace's.
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@holidaze/') ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
}

/** Builds the bundle when it is missing or older than our code. */
export async function ensureServerBundle() {
  if (isStale('apps/server/build/main.js', SOURCES)) await buildServer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Built the server bundle in ${Math.round(performance.now() - started)} ms.`);
}
