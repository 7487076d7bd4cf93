/**
 * A signed-out visitor's heart, kept across the login: the venue they meant to save, in
 * sessionStorage (this tab only, gone with it). The heart of that venue saves it once they are
 * back signed in.
 */
const KEY = 'holidaze.heartIntent';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function keepHeartIntent(venueId: string): void {
  storage()?.setItem(KEY, venueId);
}

/** True, once, when the kept intent is for this venue (and forgets it). */
export function takeHeartIntent(venueId: string): boolean {
  const kept = storage()?.getItem(KEY);
  if (kept !== venueId) return false;
  storage()?.removeItem(KEY);
  return true;
}
