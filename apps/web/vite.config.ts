import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own port; the web app reaches it through this proxy,
// so the browser still sees one origin as in production.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // The manifest lets the bundle benchmark follow each route's imports.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
