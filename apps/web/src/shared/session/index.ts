export { SessionProvider, profileQueryKey, type Session } from './session-context';
export { useSession } from './use-session';
export { readStoredSession, STORAGE_KEYS } from './session-storage';
