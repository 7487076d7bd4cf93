import type { Kysely } from 'kysely';
import { installMissingTriggers } from '../public-read-triggers.js';

/**
 * Migration 011 announced changes only on the tables a public read showed when it was written,
 * listed by hand: a table added later and shown by a public read would have gone unannounced,
 * and the cache kept serving what it no longer held. From here every table of the public schema
 * announces its changes unless db/public-read-triggers.ts lists it as private, and the same
 * check runs after every migration (migrate.ts). Today every table is either one 011 covered or
 * private, so this adds no trigger to an existing database; it is the point from which the rule
 * holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await installMissingTriggers(db);
}

/** Nothing of its own to undo: 011's down drops its function and with it every such trigger. */
export async function down(): Promise<void> {}
