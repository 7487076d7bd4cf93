import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    // happy-dom: a third of jsdom's start-up per file (decision 010). Its window is a phone's,
    // as the layout's media queries see it (jsdom had no matchMedia: the narrow layout too).
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { width: 390, height: 844 } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Only a hung test meets this: a busy machine makes jsdom slow, never wrong.
    testTimeout: 60_000,
    css: false,
  },
});
