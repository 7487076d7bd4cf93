import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * What a watcher of a notification channel hears: `listening` once it listens (again, after a
 * lost connection), `changed` for each notification, `lost` when notifications may have been
 * missed (the listening connection failed; it is being reopened).
 */
export type ChangeEvent = 'listening' | 'changed' | 'lost';

export interface ChangeWatch {
  /**
   * Resolves true once every notification committed before the call has been heard (its
   * `changed` reported), false when that cannot be known (not listening). A notification
   * reaches a listener some time after its commit: another instance's client may already have
   * been answered for a change this instance has not heard of yet.
   */
  catchUp(): Promise<boolean>;
  stop(): Promise<void>;
}

export type WatchChanges = (
  channel: string,
  onEvent: (event: ChangeEvent) => void,
) => Promise<ChangeWatch>;

/**
 * PGlite runs in this process, which alone writes to it: a notification is reported as the
 * statement that committed it returns, so there is never one still to hear, and none is lost.
 */
export function watchPGlite(pglite: PGlite): WatchChanges {
  return async (channel, onEvent) => {
    const unlisten = await pglite.listen(channel, () => onEvent('changed'));
    onEvent('listening');
    return {
      catchUp: async () => true,
      async stop() {
        await unlisten().catch(() => {});
      },
    };
  };
}

/** How the listening connection names itself to PostgreSQL (pg_stat_activity). */
export const CHANGES_APPLICATION_NAME = 'holidaze-changes';

/** How often the listening connection proves it is alive, and how long it may take to. */
const HEARTBEAT_MS = 5_000;
const RECONNECT_MS = { first: 250, longest: 5_000 };

/**
 * PostgreSQL: one connection of its own (not the pool's) holding LISTEN. A connection that
 * fails, or stops answering its heartbeat (a dropped network sends no error), is reported
 * `lost` and reopened with growing pauses; every reopening is reported `listening`.
 *
 * Catching up is a round trip on that connection: a committing transaction signals every
 * listening session before its client is answered, and a session sends the notifications it
 * was signalled before it reports itself ready for the next query, on the same stream as the
 * answer. So once a query sent after a commit is answered, that commit's notification has been
 * heard. The callers waiting at once share one round trip, begun after the last of them asked.
 * A round trip unanswered within `answerWithinMs` (the statement timeout, below the request
 * deadline: a read waiting on it still gets its answer or its 503 in time) counts as a lost
 * connection.
 */
export function watchPostgres(
  connectionString: string,
  answerWithinMs = HEARTBEAT_MS,
): WatchChanges {
  const roundTripLimitMs = Math.min(answerWithinMs, HEARTBEAT_MS);
  return async (channel, onEvent) => {
    let current: pg.Client | undefined;
    let stopped = false;
    let pause = RECONNECT_MS.first;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let listening = false;

    const drop = (client: pg.Client) => {
      if (current !== client) return;
      current = undefined;
      listening = false;
      clearInterval(heartbeat);
      client.end().catch(() => {});
      onEvent('lost');
      if (stopped) return;
      retry = setTimeout(() => void open(), pause);
      retry.unref();
      pause = Math.min(pause * 2, RECONNECT_MS.longest);
    };

    /** One `SELECT 1` on the listening connection; false without one, or when it fails. */
    const roundTrip = async () => {
      const client = current;
      if (!client || !listening) return false;
      const answered = client.query('SELECT 1').then(
        () => true,
        () => false,
      );
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), roundTripLimitMs);
      });
      const alive = await Promise.race([answered, timedOut]);
      clearTimeout(timer);
      if (!alive) drop(client);
      return alive && current === client;
    };
    let inFlight: Promise<boolean> | undefined;
    let next: Promise<boolean> | undefined;
    const catchUp = (): Promise<boolean> => {
      if (!inFlight) {
        inFlight = roundTrip().finally(() => (inFlight = undefined));
        return inFlight;
      }
      // The round trip under way may have been answered before the commit this caller has
      // seen: wait for one sent after it.
      next ??= inFlight.then(() => {
        next = undefined;
        return catchUp();
      });
      return next;
    };

    const open = async () => {
      const client = new pg.Client({
        connectionString,
        keepAlive: true,
        application_name: CHANGES_APPLICATION_NAME,
      });
      client.on('notification', (message) => {
        if (message.channel === channel) onEvent('changed');
      });
      client.on('error', () => drop(client));
      client.on('end', () => drop(client));
      current = client;
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        drop(client);
        return;
      }
      if (current !== client) return;
      pause = RECONNECT_MS.first;
      // A round trip also proves the connection alive (a dropped network sends no error).
      heartbeat = setInterval(() => void roundTrip(), HEARTBEAT_MS);
      heartbeat.unref();
      listening = true;
      onEvent('listening');
    };

    await open();
    return {
      catchUp,
      async stop() {
        stopped = true;
        clearTimeout(retry);
        clearInterval(heartbeat);
        const client = current;
        current = undefined;
        listening = false;
        await client?.end().catch(() => {});
      },
    };
  };
}
