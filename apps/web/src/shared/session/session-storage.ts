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

export function storeLogin(data: LoginData): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.username, data.name);
  store?.setItem(STORAGE_KEYS.token, data.accessToken);
  store?.setItem(STORAGE_KEYS.venueManager, data.venueManager ? 'true' : 'false');
  store?.setItem(STORAGE_KEYS.email, data.email);
}

/** Logout clears every entry (the spec's app left the role and e-mail behind: a listed deviation). */
export function clearStoredSession(): void {
  const store = storage();
  for (const key of Object.values(STORAGE_KEYS)) store?.removeItem(key);
}

type ExpiredListener = (message: string) => void;
const listeners = new Set<ExpiredListener>();

/** The API client tells the session when the server refused the token. */
export const sessionEvents = {
  onExpired(listener: ExpiredListener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  emitExpired(message: string) {
    listeners.forEach((listener) => listener(message));
  },
};
