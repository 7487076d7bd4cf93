import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { LoginData, Profile } from '@holidaze/domain';
import { apiRequest } from '../api/http-client';
import {
  clearStoredSession,
  readStoredSession,
  sessionEvents,
  storeLogin,
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

export const profileQueryKey = (username: string | null) => ['profile', username] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredSession>(readStoredSession);

  const profileQuery = useQuery({
    queryKey: profileQueryKey(stored.username),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Profile>(`/holidaze/profiles/${encodeURIComponent(stored.username!)}`, {
          auth: true,
          query: { _bookings: 'true', _venues: 'true' },
          signal,
        })
      ).data,
    enabled: Boolean(stored.username && stored.token),
    staleTime: 30_000,
  });

  const logout = useCallback(() => {
    clearStoredSession();
    setStored(readStoredSession());
    queryClient.removeQueries({ queryKey: ['profile'] });
    if (window.location.pathname !== '/') window.location.assign('/');
  }, [queryClient]);

  useEffect(
    () =>
      sessionEvents.onExpired((message) => {
        if (!readStoredSession().token) return;
        toast.error(message, { id: 'session-expired' });
        logout();
      }),
    [logout],
  );

  const session = useMemo<Session>(
    () => ({
      ...stored,
      profile: profileQuery.data,
      isLoggedIn: Boolean(stored.token && profileQuery.data),
      login(data) {
        storeLogin(data);
        setStored(readStoredSession());
      },
      logout,
      refreshProfile: () => profileQuery.refetch(),
    }),
    [stored, profileQuery, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
