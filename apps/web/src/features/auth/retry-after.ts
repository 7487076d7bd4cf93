import { plural, t } from '@lingui/core/macro';

/** "2 minutes", "1 minute", "45 seconds", "2 hours": how long until trying again, rounded up. */
export function waitText(seconds: number): string {
  const wholeSeconds = Math.max(1, Math.ceil(seconds));
  if (seconds < 60) return plural(wholeSeconds, { one: '# second', other: '# seconds' });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, { one: '# minute', other: '# minutes' });
  const hours = Math.ceil(minutes / 60);
  return plural(hours, { one: '# hour', other: '# hours' });
}

/** What a refused login says when the server asks to wait (429 with Retry-After). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) {
    return t`Too many attempts. Please wait a moment and try again.`;
  }
  const wait = waitText(retryAfterSeconds);
  return t`Too many attempts. Try again in ${wait}.`;
}
