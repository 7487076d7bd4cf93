/** "2 minutes", "1 minute", "45 seconds", "2 hours": how long until trying again, rounded up. */
export function waitText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  return unit(Math.ceil(minutes / 60), 'hour');
}

/** What a refused login says when the server asks to wait (429 with Retry-After). */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  return retryAfterSeconds === undefined
    ? 'Too many attempts. Please wait a moment and try again.'
    : `Too many attempts. Try again in ${waitText(retryAfterSeconds)}.`;
}
