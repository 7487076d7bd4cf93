import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/**
 * What a watcher of a notification channel hears: `listening` once it listens (again, after a
 * lost connection), `changed` for each notification, `lost` when notifications may have been
 * missed (the listening connection failed; it is being reopened).
 */
export type ChangeEvent = 'listening' | 'changed' | 'lost';
export type WatchChanges = (
  channel: string,
  onEvent: (event: ChangeEvent) => void,
) => Promise<() => Promise<void>>;

/** PGlite runs in this process: its notifications arrive as calls, and cannot be lost. */
export function watchPGlite(pglite: PGlite): WatchChanges {
  return async (channel, onEvent) => {
    const unlisten = await pglite.listen(channel, () => onEvent('changed'));
    onEvent('listening');
    return async () => {
      await unlisten().catch(() => {});
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
 */
export function watchPostgres(connectionString: string): WatchChanges {
  return async (channel, onEvent) => {
    let current: pg.Client | undefined;
    let stopped = false;
    let pause = RECONNECT_MS.first;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;

    const drop = (client: pg.Client) => {
      if (current !== client) return;
      current = undefined;
      clearInterval(heartbeat);
      client.end().catch(() => {});
      onEvent('lost');
      if (stopped) return;
      retry = setTimeout(() => void open(), pause);
      retry.unref();
      pause = Math.min(pause * 2, RECONNECT_MS.longest);
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
      heartbeat = setInterval(() => {
        const answered = client.query('SELECT 1').then(
          () => true,
          () => false,
        );
        const timedOut = new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(false), HEARTBEAT_MS).unref(),
        );
        void Promise.race([answered, timedOut]).then((alive) => alive || drop(client));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      onEvent('listening');
    };

    await open();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    };
  };
}
