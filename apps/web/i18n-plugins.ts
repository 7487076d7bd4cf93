import { join } from 'node:path';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';

// Lingui's own (native) macro transform ships as an optional package that asks for Node 22, so
// npm running on an older Node skips it; Babel runs the same transform on any Node
// (docs/decisions/037-languages.md). Only files that import a macro go through it.
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

/** Lingui's macros compiled and its `.po` catalogues imported as modules: the app and its tests. */
export function i18nPlugins(webRoot: string) {
  // Named, since the repo's root runs the tests: Lingui would look for its config there.
  const config = { configPath: join(webRoot, 'lingui.config.ts') };
  const linguiConfig = getConfig(config);
  return [
    lingui(config),
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, config)] }),
  ];
}
