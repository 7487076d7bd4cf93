import type { LoginData } from '@holidaze/domain';

/** The localStorage entries of spec §3: username, access token, role flag ('true'/'false'), e-mail. */
export const STORAGE_KEYS = {
  username: 'username',
  token: 'accessToken',
  venueManager: 'venueManager',
  email: 'email',
} as const;

export interface StoredSession {
  username: string | null;
  token: string | null;
  isManager: boolean;
  email: string | null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredSession(): StoredSession {
  const store = storage();
  return {
    username: store?.getItem(STORAGE_KEYS.username) ?? null,
    token: store?.getItem(STORAGE_KEYS.token) ?? null,
    isManager: store?.getItem(STORAGE_KEYS.venueManager) === 'true',
    email: store?.getItem(STORAGE_KEYS.email) ?? null,
  };
}

/**
 * The token is written last and removed first: other tabs act on the token's `storage` event
 * (see onSessionChangedElsewhere), and by then the other entries already belong to it.
 */
export function storeLogin(data: LoginData): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.setItem(STORAGE_KEYS.username, data.name);
  store?.setItem(STORAGE_KEYS.venueManager, data.venueManager ? 'true' : 'false');
  store?.setItem(STORAGE_KEYS.email, data.email);
  store?.setItem(STORAGE_KEYS.token, data.accessToken);
}

/** The role follows the profile: a traveller who becomes a host keeps their session. */
export function storeRole(venueManager: boolean): void {
  storage()?.setItem(STORAGE_KEYS.venueManager, venueManager ? 'true' : 'false');
}

/** Logout clears every entry (the spec's app left the role and e-mail behind: a listed deviation). */
export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  for (const key of Object.values(STORAGE_KEYS)) store?.removeItem(key);
}

/** Whether two sessions are the same signed-in account (or both signed out). */
export function sameAccount(a: StoredSession, b: StoredSession): boolean {
  return a.username === b.username && Boolean(a.token) === Boolean(b.token);
}

/**
 * Calls `listener` when another tab of this site logs in, logs out or switches account: the
 * browser fires `storage` in every other tab. Only the token's entry (written last, removed
 * first) or a cleared store counts, so a half-written login is never seen.
 */
export function onSessionChangedElsewhere(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

/** `token`: the one the server refused (a newer login must not be undone by an old answer). */
type ExpiredListener = (message: string, token: string | null) => void;
const listeners = new Set<ExpiredListener>();

/** The API client tells the session when the server refused the token. */
export const sessionEvents = {
  onExpired(listener: ExpiredListener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  emitExpired(message: string, token: string | null = null) {
    listeners.forEach((listener) => listener(message, token));
  },
};
