import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { i18nPlugins } from './i18n-plugins.ts';

const root = import.meta.dirname;

/** What both web projects share (see vitest.config.ts and vitest.isolated.config.ts). */
export const webTestDefaults = {
  plugins: [react(), ...i18nPlugins(root)],
  test: {
    root,
    // happy-dom: a third of jsdom's start-up per file (decision 010). Its window is a phone's,
    // as the layout's media queries see it (jsdom had no matchMedia: the narrow layout too).
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { width: 390, height: 844 } },
    setupFiles: ['./src/test-setup.ts'],
    // Only a hung test meets this: a busy machine makes the DOM slow, never wrong.
    testTimeout: 60_000,
    // Vitest 5 takes the worker count per project, and projects run together only with the same.
    maxWorkers: 2,
    css: false,
  },
} as const;

/**
 * The test files that replace a module with `vi.mock`: they run isolated, one module graph
 * each, since a mock would otherwise reach the files after them in the same worker. Read from
 * the files themselves, so a new mock is isolated without anyone keeping a list.
 */
export const filesThatMockModules: string[] = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(join(root, 'src', file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);
