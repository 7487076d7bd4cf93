/**
 * The server package's folder (apps/server), found from this module: one level up both from its
 * source (src/) and from the bundle `npm start` runs (build/, scripts/build-server.mjs), so the
 * paths built on it hold either way. A bundle has one `import.meta.url` for all its modules, so
 * no other module builds a path from its own.
 */
export const SERVER_DIR = new URL('../', import.meta.url).pathname;
