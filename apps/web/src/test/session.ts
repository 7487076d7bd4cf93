import { beforeEach } from 'vitest';

/** The session the booking and venue tests run as (useSession is mocked with it). */
export const mockSession = {
  username: 'alice',
  token: 'token-alice',
  email: 'alice@stud.noroff.no',
  isManager: false,
  isLoggedIn: true,
};

/**
 * Stores a session for `name` as the login page leaves it (a traveller unless `manager`), the
 * token last as session-storage.ts writes it.
 */
export function storeSession(
  name: string,
  { manager = false, token = `token-${name}` }: { manager?: boolean; token?: string } = {},
) {
  localStorage.setItem('username', name);
  localStorage.setItem('venueManager', String(manager));
  localStorage.setItem('email', `${name}@stud.noroff.no`);
  localStorage.setItem('accessToken', token);
}

/** Every test of the file starts signed in as `name` (each ends signed out: src/test-setup.ts). */
export function signedInForEachTest(name: string, options?: Parameters<typeof storeSession>[1]) {
  beforeEach(() => storeSession(name, options));
}
