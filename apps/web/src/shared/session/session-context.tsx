import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from '../toast/toast';
import type { LoginData, Profile } from '@holidaze/domain';
import { ownProfileQueryOptions, profileKeys } from '../api/profiles';
import { saveLocale, savedLocale } from '../i18n';
import { loginPathFor, SESSION_EXPIRED_REASON } from './redirect';
import {
  clearStoredSession,
  onSessionChangedElsewhere,
  readStoredSession,
  sameAccount,
  sessionEvents,
  storeLogin,
  storeRole,
  type StoredSession,
} from './session-storage';

export interface Session extends StoredSession {
  profile: Profile | undefined;
  /** Logged in only once the profile has loaded (spec §4). */
  isLoggedIn: boolean;
  login(data: LoginData): void;
  logout(): void;
  refreshProfile(): Promise<unknown>;
}

export const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredSession>(readStoredSession);

  const profileQuery = useQuery({
    ...ownProfileQueryOptions(stored.username ?? ''),
    enabled: Boolean(stored.username && stored.token),
  });

  // A person's language is on their profile (their mails follow it): a browser that keeps no
  // choice yet takes it, so their next pages open in it too (docs/decisions/037-languages.md).
  const profileLanguage = profileQuery.data?.language;
  useEffect(() => {
    if (profileLanguage && !savedLocale()) saveLocale(profileLanguage);
  }, [profileLanguage]);

  const logout = useCallback(() => {
    clearStoredSession();
    setStored(readStoredSession());
    queryClient.removeQueries({ queryKey: profileKeys.all });
    if (window.location.pathname !== '/') window.location.assign('/');
  }, [queryClient]);

  // The server refused the token (expired or tampered): say so on the login page, and come back
  // here after logging in again.
  useEffect(
    () =>
      sessionEvents.onExpired((_message, refused) => {
        const current = readStoredSession().token;
        if (!current || (refused !== null && refused !== current)) return;
        clearStoredSession();
        setStored(readStoredSession());
        queryClient.removeQueries({ queryKey: profileKeys.all });
        const { pathname, search, hash } = window.location;
        if (pathname === '/login') return;
        window.location.assign(loginPathFor(`${pathname}${search}${hash}`, SESSION_EXPIRED_REASON));
      }),
    [queryClient],
  );

  // One session across tabs: another tab logged in, out or as someone else. Every page follows
  // at once; forms opened as the old account stop themselves (useAccountGuard).
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  }, [stored]);
  useEffect(
    () =>
      onSessionChangedElsewhere(() => {
        const previous = storedRef.current;
        const next = readStoredSession();
        if (sameAccount(previous, next) && previous.token === next.token) return;
        storedRef.current = next;
        setStored(next);
        if (sameAccount(previous, next)) return;
        queryClient.removeQueries({ queryKey: profileKeys.all });
        void queryClient.invalidateQueries();
        const username = next.username;
        toast(
          next.token && username
            ? t`You are now logged in as ${username} (changed in another tab).`
            : t`You were logged out in another tab.`,
          { id: 'session-changed' },
        );
      }),
    [queryClient],
  );

  // A traveller can become a host on their own account: once the profile says so, the stored flag
  // (which the manager pages' guard reads) follows. Nobody goes back from host to traveller.
  const profileIsManager = profileQuery.data?.venueManager === true;
  useEffect(() => {
    if (profileIsManager) storeRole(true);
  }, [profileIsManager]);

  const session = useMemo<Session>(
    () => ({
      ...stored,
      isManager: stored.isManager || profileIsManager,
      profile: profileQuery.data,
      isLoggedIn: Boolean(stored.token && profileQuery.data),
      login(data) {
        storeLogin(data);
        setStored(readStoredSession());
      },
      logout,
      refreshProfile: () => profileQuery.refetch(),
    }),
    [stored, profileIsManager, profileQuery, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * Who is signed in, for the header: the profile's name once it has loaded, the stored name while
 * it loads (the token is there; a refused one logs out), else null.
 */
export function signedInName(session: Session): string | null {
  return session.profile?.name ?? (session.token ? session.username : null);
}
