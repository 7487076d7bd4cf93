/**
 * The notification channel on which the database announces a change to what a public read
 * shows; every instance listens on it (db/database-changes.ts) to drop its cached public reads
 * (decision 016). Migration 011's triggers notify on this name, written into the database when
 * it was applied: renaming it here takes a new migration that changes those triggers too
 * (public-read-channel.test.ts holds the two together).
 */
export const PUBLIC_READS_CHANNEL = 'holidaze_public_reads';
