import { sql, type Kysely } from 'kysely';

/**
 * The tables of the public schema whose changes do not empty the shared cache of public reads
 * (docs/decisions/016-shared-cache-of-public-reads.md), each with why. Every other table
 * announces its changes: a table a public read comes to show is covered without anyone
 * remembering to list it. Listing a table here is the deliberate choice, made where it is
 * cheapest to review. High-churn tables belong here: an announcement empties every instance's
 * cache, so one per request would leave the cache always empty.
 */
export const PRIVATE_TABLES: Readonly<Record<string, string>> = {
  api_keys: 'API clients and their key hashes; no public read shows them',
  auth_throttle: 'written by every sign-in and sign-up attempt; private and high-churn',
  blocked_travellers: "a host's block list; no public read shows it",
  contact_messages: 'messages to the operators; no public read shows them',
  conversations: 'between a traveller and a host only; written by every message',
  live_events: "each member's live stream; written by every message and notice",
  message_reports: 'reports of messages to the operators; private',
  messages: 'between a traveller and a host only; high-churn',
  profile_blocks: 'whom a member blocked; no public read shows it',
  ical_feeds: 'feed addresses and their fetch state; the blocks an import writes are public',
  images:
    'uploaded photos: written by every upload; public reads show them only through venues and\n' +
    '    profiles, whose own writes announce the change',
  idempotency_keys: 'stored answers to retried writes; written by many requests, never shown',
  media_storage: 'which storage holds the uploaded photos; written once',
  login_failures: 'written by every failed sign-in; private and high-churn',
  mail_outbox: 'mail waiting to be sent; written by every notice and by the sender',
  notifications: "a member's own notices; no public read shows them",
  password_resets: 'reset tokens and their requesters; private',
  venue_calendar_tokens: "the secret of a venue's exported calendar; private",
  venue_filter_counts:
    'kept by triggers on venues in the same statement, which announces the change itself',
  venue_occupancy:
    'kept by triggers on bookings and venue_blocks in the same statement, which announces it',
  wishlists: "a person's lists of venues; private, and written by every heart",
  wishlist_venues: 'the venues saved in lists; private, and written by every heart',
  kysely_migration: "Kysely's record of applied migrations",
  kysely_migration_lock: "Kysely's migration lock",
};

/** The function of migration 011 that announces a change on the public reads channel. */
const ANNOUNCE = 'public_reads_changed';

/** An arbitrary constant naming this check among PostgreSQL's advisory locks. */
const COVER_LOCK = 724_010_616;

/** pg_trigger.tgtype bits for each event (PostgreSQL's include/catalog/pg_trigger.h). */
const EVENTS = [
  { event: 'INSERT', bit: 4, rows: 'NEW' },
  { event: 'DELETE', bit: 8, rows: 'OLD' },
  { event: 'UPDATE', bit: 16, rows: 'NEW' },
  { event: 'TRUNCATE', bit: 32, rows: undefined },
] as const;

export type PublicReadEvent = (typeof EVENTS)[number]['event'];

/**
 * Every table of the public schema with the events whose statements announce a change (an
 * after-statement trigger calling public_reads_changed), sorted by name.
 */
export async function publicReadTriggers(
  db: Kysely<unknown>,
): Promise<{ table: string; events: PublicReadEvent[] }[]> {
  const rows = await sql<{ table: string; tgtype: number | null }>`
    SELECT c.relname AS table, t.tgtype
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_trigger t ON t.tgrelid = c.oid AND t.tgfoid IN (
      SELECT p.oid FROM pg_proc p
      JOIN pg_namespace pn ON pn.oid = p.pronamespace
      WHERE pn.nspname = 'public' AND p.proname = ${ANNOUNCE}
    ) AND (t.tgtype & 1) = 0 AND (t.tgtype & 2) = 0
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`.execute(db);
  const byTable = new Map<string, Set<PublicReadEvent>>();
  for (const { table, tgtype } of rows.rows) {
    const events = byTable.get(table) ?? new Set<PublicReadEvent>();
    byTable.set(table, events);
    if (tgtype === null) continue;
    for (const { event, bit } of EVENTS) if ((tgtype & bit) !== 0) events.add(event);
  }
  return [...byTable].map(([table, events]) => ({
    table,
    events: EVENTS.map((e) => e.event).filter((event) => events.has(event)),
  }));
}

/**
 * Installs the triggers of migration 011 (after each statement, INSERT, UPDATE and DELETE with
 * their transition tables, and TRUNCATE) on every table of the public schema not in
 * PRIVATE_TABLES that lacks them, and returns the tables it changed. Run after every migration
 * (migrate.ts), so a table a later migration adds is covered unless listed as private. One
 * transaction under an advisory lock: instances starting together do not both add the same
 * trigger.
 */
export async function coverPublicReadTables(db: Kysely<unknown>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${COVER_LOCK})`.execute(trx);
    return installMissingTriggers(trx);
  });
}

/**
 * What coverPublicReadTables does, in the caller's transaction and without its lock (a
 * migration, which runs under the migrator's lock). Triggers are matched by their event, not
 * their name (a long table's name would be cut to PostgreSQL's 63 bytes).
 */
export async function installMissingTriggers(db: Kysely<unknown>): Promise<string[]> {
  const changed: string[] = [];
  for (const { table, events } of await publicReadTriggers(db)) {
    if (Object.hasOwn(PRIVATE_TABLES, table)) continue;
    const missing = EVENTS.filter(({ event }) => !events.includes(event));
    for (const { event, rows } of missing) {
      const name = sql.id(`${table}_public_reads_${event.toLowerCase()}`);
      const referencing = rows ? sql`REFERENCING ${sql.raw(rows)} TABLE AS changed_rows` : sql``;
      await sql`
        CREATE TRIGGER ${name} AFTER ${sql.raw(event)} ON ${sql.id(table)} ${referencing}
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(ANNOUNCE)}()`.execute(db);
    }
    if (missing.length > 0) changed.push(table);
  }
  return changed;
}
