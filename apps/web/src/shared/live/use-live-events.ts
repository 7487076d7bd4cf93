import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { config } from '../config';
import { sessionExpiredMessage } from '../api/http-client';
import { sessionEvents } from '../session/session-storage';
import { applyLiveEvent } from './live-cache';
import { createLiveClient, type LiveClientOptions } from './live-client';
import { setLiveStatus } from './live-status';
import { parseLiveEvent } from './parse-live-event';

export const LIVE_EVENTS_PATH = '/holidaze/events';

/** The one connection of this tab (the header mounts the hook once; a second mount waits). */
let active: symbol | undefined;

/**
 * Keeps the tab's live stream open while someone is signed in (`token`), writing its events into
 * the query caches; closes it at sign-out or when the account changes. `overrides` is for tests.
 */
export function useLiveEvents(
  token: string | null,
  viewer: string | null,
  overrides: Partial<LiveClientOptions> = {},
) {
  const queryClient = useQueryClient();
  const { fetch, wait, network, random, idleMs } = overrides;
  useEffect(() => {
    if (!token || active) return;
    const mine = Symbol('live');
    active = mine;
    const client = createLiveClient({
      url: `${config.apiBase}${LIVE_EVENTS_PATH}`,
      headers: () => ({ Authorization: `Bearer ${token}`, 'X-Noroff-API-Key': config.apiKey }),
      onEvent(raw) {
        const event = parseLiveEvent(raw);
        if (event) applyLiveEvent(queryClient, event, viewer);
      },
      onStatus: setLiveStatus,
      onUnauthorized: () => sessionEvents.emitExpired(sessionExpiredMessage(), token),
      ...(fetch && { fetch }),
      ...(wait && { wait }),
      ...(network && { network }),
      ...(random && { random }),
      ...(idleMs && { idleMs }),
    });
    client.start();
    return () => {
      client.stop();
      if (active === mine) active = undefined;
    };
  }, [token, viewer, queryClient, fetch, wait, network, random, idleMs]);
}
