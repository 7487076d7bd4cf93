/**
 * How the server's catalogue is written and read (apps/server/lingui.config.ts, ./i18n.ts): every
 * message has an explicit id, and line numbers would change the catalogue with each edit above
 * a message.
 */
export const SERVER_PO_OPTIONS = { lineNumbers: false, explicitIdAsDefault: true } as const;
