/**
 * What the access log must not keep. A venue's exported calendar is served at a secret URL
 * (`/api/holidaze/calendar-feeds/<token>.ics`, docs/security.md): its token is written as
 * `[redacted]` in a logged URL, so the log cannot be used to read the calendar.
 */
export const LOG_REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-noroff-api-key"]',
  '*.password',
  '*.accessToken',
  'req.url',
];

const FEED_TOKEN = /(\/calendar-feeds\/)[^/?#]*/gi;

/** pino's censor: a request's URL keeps its path without secrets; anything else goes whole. */
export function censorLogValue(value: unknown, path: string[]): unknown {
  if (path.join('.') === 'req.url' && typeof value === 'string') {
    return value.replace(FEED_TOKEN, '$1[redacted]');
  }
  return '[Redacted]';
}
