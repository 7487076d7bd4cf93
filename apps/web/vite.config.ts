import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The entry stylesheet (about 4 KB gzipped) inlined into index.html: as a <link> it blocks the
 * first paint for one more round trip, which Lighthouse counts against every page. Route and
 * feature stylesheets stay separate files, loaded with their chunks. The CSP allows inline styles.
 */
function inlineEntryCss(): Plugin {
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
            return css.includes('</style') ? tag : `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

// In development the API runs on its own port; the web app reaches it through this proxy,
// so the browser still sees one origin as in production.
export default defineConfig({
  plugins: [react(), inlineEntryCss()],
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
        codeSplitting: {
          // A venue's rules are read by the date picker and by the booking dialog, both loaded
          // on demand: in a chunk of their own, not in the venue page every visitor loads.
          groups: [{ name: 'stay-rules', test: /use-stay-rules/ }],
        },
      },
    },
  },
});
