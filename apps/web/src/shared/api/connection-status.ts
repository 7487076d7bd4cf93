import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached: false when the browser says it is offline, or when the last
 * call to the API failed without an answer (refused, dropped, timed out); true again with the
 * next answer of any status, or when the browser comes back online and a call gets through.
 */
let lastCallFailed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function reportReachable(reached: boolean): void {
  if (lastCallFailed === !reached) return;
  lastCallFailed = !reached;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const snapshot = () => navigator.onLine && !lastCallFailed;

export function useServerReachable(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
