import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nPlugins } from './i18n-plugins';

/**
 * A lazy chunk's list of files to load first (Vite's `__vite__mapDeps`) without `files`: the
 * indices of every `__vite__mapDeps([...])` call follow the shortened list. Undefined when the
 * chunk has no such list.
 */
export function withoutPreloadDeps(code: string, files: ReadonlySet<string>): string | undefined {
  const list = /m\.f=(\[[^\]]*\])/.exec(code);
  if (!list) return undefined;
  const urls = JSON.parse(list[1]!) as string[];
  if (!urls.some((url) => files.has(url))) return code;
  const kept: string[] = [];
  const moved = urls.map((url) => (files.has(url) ? -1 : kept.push(url) - 1));
  return code
    .replace(list[0], () => `m.f=${JSON.stringify(kept)}`)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, ids: string) => {
      const indices = ids
        .split(',')
        .filter(Boolean)
        .map((id) => moved[Number(id)]!)
        .filter((index) => index >= 0);
      return `__vite__mapDeps([${indices.join(',')}])`;
    });
}

/**
 * The entry stylesheet (about 4 KB gzipped) inlined into index.html: as a <link> it blocks the
 * first paint for one more round trip, which Lighthouse counts against every page. Route and
 * feature stylesheets stay separate files, loaded with their chunks. The CSP allows inline styles.
 *
 * Vite lists the entry's stylesheet among the files of every lazy chunk that imports from the
 * entry, and loads what it does not find as a <link> in the page: inlined, it was fetched again
 * with the first such chunk (the venue page's booking panel, map, reviews...) and the whole page's
 * styles recalculated. So the inlined files are also taken out of those lists.
 */
function inlineEntryCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'holidaze-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source);
            if (css.includes('</style')) return tag;
            inlined.add(file);
            return `<style>${css}</style>`;
          },
        );
      },
    },
    // After Vite has written the lists (its own generateBundle) and the page (transformIndexHtml).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (inlined.size === 0) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const code = withoutPreloadDeps(chunk.code, inlined) ?? chunk.code;
          if ([...inlined].some((file) => code.includes(file))) {
            this.error(`${chunk.fileName} still loads the inlined entry stylesheet`);
          }
          chunk.code = code;
        }
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Each script, stylesheet and SVG of the build also written compressed beside it (`.br` at
 * Brotli's best, `.gz`), which the server sends as they are (@fastify/static `preCompressed`):
 * about 15 % fewer bytes than compressing each response on the fly at a speed a server can
 * afford, and no compression work per request (docs/decisions/034-first-paint.md).
 */
function precompressAssets(): Plugin {
  return {
    name: 'holidaze-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(join(dir, file));
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(dir, `${file}.br`), br),
            writeFile(join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

// In development the API runs on its own port; the web app reaches it through this proxy,
// so the browser still sees one origin as in production.
export default defineConfig({
  plugins: [react(), ...i18nPlugins(import.meta.dirname), inlineEntryCss(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // The manifest lets the bundle benchmark follow each route's imports.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The entry lists every chunk it may preload by file name: names without the module's
        // name cost every route less (docs/decisions/032-chunk-names.md).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // A venue's rules are read by the date picker and by the booking dialog, both loaded
          // on demand: in a chunk of their own, not in the venue page every visitor loads.
          groups: [
            { name: 'stay-rules', test: /shared\/api\/stay-rules/ },
            // What the header's signed-in marks share with the messages and notifications pages
            // (the stream's status, the unread counts): one small chunk, one name in the list
            // of files the entry may preload, rather than three.
            {
              name: 'live-marks',
              test: /shared\/(live\/live-status|api\/conversations|api\/notifications)\.ts/,
            },
          ],
        },
      },
    },
  },
});
