import { PGLITE_TEMPLATE_DIR, buildPGliteTemplate } from './open-database-template.js';

/** Makes the embedded database's first-start template (run by `npm start` when it is stale). */
const started = performance.now();
const applied = await buildPGliteTemplate();
console.log(
  `Prepared the embedded database template (${applied.length} migrations) in ${PGLITE_TEMPLATE_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
