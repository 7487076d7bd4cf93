import { useSyncExternalStore } from 'react';

/**
 * The tab's live stream, as the rest of the app sees it: `open` while events arrive, `down` while
 * it waits to reconnect (offline, refused, dropped), `off` when nobody is signed in. Pages that
 * would otherwise poll (the bell) poll slowly only while it is not open.
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';

let status: LiveStatus = 'off';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

export const getLiveStatus = (): LiveStatus => status;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);
}
