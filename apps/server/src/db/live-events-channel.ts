/**
 * The notification channel on which the database announces new live events; every instance
 * listens on it and reads them from `live_events` (docs/decisions/027-live-events-across-instances.md).
 * Migration 019's trigger notifies on this name, written into the database when it was applied:
 * renaming it takes a new migration that changes that trigger too.
 */
export const LIVE_EVENTS_CHANNEL = 'holidaze_live_events';
