/** `?reason=` on the login page when the server refused the stored token. */
export const SESSION_EXPIRED_REASON = 'expired';

/**
 * A path on this site to return to after login, or undefined: only absolute paths of our own
 * origin (no `//host`, no `/\\host`, no scheme), so a crafted link cannot send anyone elsewhere.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const base = 'https://holidaze.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/login') || path.startsWith('/register') ? undefined : path;
  } catch {
    return undefined;
  }
}

/** The login page, told to come back to `from` afterwards (and, optionally, why). */
export function loginPathFor(from: string, reason?: string): string {
  const search = new URLSearchParams();
  if (reason) search.set('reason', reason);
  const redirect = safeRedirectPath(from);
  if (redirect && redirect !== '/') search.set('redirect', redirect);
  const qs = search.toString();
  return qs ? `/login?${qs}` : '/login';
}
