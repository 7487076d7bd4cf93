import { sql, type Kysely } from 'kysely';
import type { ProfileCore, ProfileListQuery } from '@holidaze/domain';
import type { Database, NewProfileRow, ProfileRow, ProfileUpdateRow } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';
import type { Viewer } from '../../auth/viewer.js';
import { PROFILE_CORE_COLUMNS, toProfileCore } from './profile-mapper.js';

/** A profile with how many venues it owns and how many stays it holds. */
export type ProfileWithCounts = ProfileRow & { venue_count: number; booking_count: number };

/** The account that serves the web app's public API key: never listed, never logs in. */
const SYSTEM_PROFILE = 'holidaze_web';

/** Whether a profile row is the system account, which nobody logs in as or resets. */
export const isSystemProfile = (row: { name: string }) => row.name === SYSTEM_PROFILE;

const SORT_COLUMNS = {
  name: 'name',
  email: 'email',
  created: 'created_at',
  updated: 'updated_at',
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every read and write of `profiles`, and its rows in the API's shape. */
export function createProfileRepository(db: Kysely<Database>) {
  const withCounts = () =>
    db
      .selectFrom('profiles')
      .selectAll('profiles')
      .select([
        sql<number>`(select count(*)::int from venues v where v.owner_id = profiles.id)`.as(
          'venue_count',
        ),
        // Stays that hold nights, as a venue's count: a host-cancelled booking is not counted
        // (it is still listed, with its status).
        sql<number>`(select count(*)::int from bookings b
          where b.customer_id = profiles.id and b.status = 'confirmed')`.as('booking_count'),
      ])
      .where('name', '<>', SYSTEM_PROFILE);

  return {
    /** Profiles by id in the API's short shape: the one query every embedding uses. */
    async coresById(ids: readonly string[]): Promise<Map<string, ProfileCore>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('profiles')
        .select(['id', ...PROFILE_CORE_COLUMNS])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, toProfileCore(row)]));
    },

    /** Who a token's subject is, for authentication. */
    async findViewer(id: string): Promise<Viewer | undefined> {
      const row = await db
        .selectFrom('profiles')
        .select(['id', 'name', 'venue_manager'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { id: row.id, name: row.name, venueManager: row.venue_manager };
    },

    findByEmail(email: string) {
      return db.selectFrom('profiles').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** Names compare without case, as the contract's profile URLs do. */
    findByName(name: string): Promise<ProfileWithCounts | undefined> {
      return withCounts()
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
    },

    /** A page of profiles, optionally those whose name or bio contains `text`. */
    async listPage(query: ProfileListQuery, text?: string) {
      const base = withCounts().$if(text !== undefined, (qb) => {
        const pattern = `%${escapeLike(text!)}%`;
        return qb.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('bio', 'ilike', pattern)]));
      });
      const [rows, total] = await Promise.all([
        base
          .orderBy(SORT_COLUMNS[query.sort ?? 'name'], query.sortOrder)
          .orderBy('id', query.sortOrder)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        countRows(db.selectFrom(base.as('p'))),
      ]);
      return { rows, totalCount: total };
    },

    /** Whether a new account's name (in any case) or e-mail is already someone's. */
    /** Which of the name (case-insensitive) and the e-mail another profile already has. */
    async takenFields(name: string, email: string): Promise<('name' | 'email')[]> {
      const rows = await db
        .selectFrom('profiles')
        .select(['name', 'email'])
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['name']), '=', name.toLowerCase()), eb('email', '=', email)]),
        )
        .execute();
      const taken: ('name' | 'email')[] = [];
      if (rows.some((row) => row.name.toLowerCase() === name.toLowerCase())) taken.push('name');
      if (rows.some((row) => row.email === email)) taken.push('email');
      return taken;
    },

    /** Raises the unique violation when the name or e-mail was taken meanwhile. */
    insert(values: NewProfileRow) {
      return db.insertInto('profiles').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: string, changes: ProfileUpdateRow): Promise<void> {
      await db.updateTable('profiles').set(changes).where('id', '=', id).execute();
    },

    /**
     * Sets the e-mail categories `changes` names and keeps every other as stored, in one
     * statement, so two saves at once each keep the other's category.
     */
    async mergeEmailPreferences(id: string, changes: Record<string, boolean>): Promise<void> {
      await db
        .updateTable('profiles')
        .set({ email_preferences: sql`email_preferences || ${JSON.stringify(changes)}::jsonb` })
        .where('id', '=', id)
        .execute();
    },

    /** The system account, created on first use; its password hash matches nothing. */
    async systemProfileId(disabledPasswordHash: string, defaults: ProfileCoreDefaults) {
      const found = await db
        .selectFrom('profiles')
        .select('id')
        .where('name', '=', SYSTEM_PROFILE)
        .executeTakeFirst();
      if (found) return found.id;
      const created = await db
        .insertInto('profiles')
        .values({
          name: SYSTEM_PROFILE,
          email: 'holidaze-web@system.invalid',
          password_hash: disabledPasswordHash,
          avatar_url: defaults.avatarUrl,
          banner_url: defaults.bannerUrl,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    },
  };
}

interface ProfileCoreDefaults {
  avatarUrl: string;
  bannerUrl: string;
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
