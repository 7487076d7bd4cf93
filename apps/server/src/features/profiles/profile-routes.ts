import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  bookingListQuerySchema,
  flag,
  nameParamSchema,
  profileListQuerySchema,
  profileSearchQuerySchema,
  profileUpdateBodySchema,
  venueListQuerySchema,
  type Profile,
  type ProfileUpdateBody,
  type VenueListQuery,
} from '@holidaze/domain';
import type { Database, ProfileRow, ProfileUpdateRow } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';
import type { Authentication, Viewer } from '../../http/authentication.js';
import {
  assertCanListProfileBookings,
  assertCanUpdateProfile,
  canSeeProfileBookings,
} from '../../http/authorization.js';
import { list, single } from '../../http/envelope.js';
import { embedBookings } from '../bookings/embed-bookings.js';
import { embedVenues } from '../venues/embed-venues.js';
import { searchVenues } from '../venues/venue-search-query.js';
import { toProfileCore } from './profile-mapper.js';

type ProfileWithCounts = ProfileRow & { venue_count: number; booking_count: number };
const embedQuery = z.object({ _venues: flag, _bookings: flag });
const SORT_COLUMNS = {
  name: 'name',
  email: 'email',
  created: 'created_at',
  updated: 'updated_at',
} as const;

export async function profileRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; auth: Authentication },
) {
  const { db, auth } = deps;
  const opts = (schema: object) => ({
    preHandler: auth.requireAuth,
    schema: { tags: ['profiles'], ...schema },
  });

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
      .where('name', '<>', 'holidaze_web');

  async function findProfile(name: string) {
    const row = await withCounts()
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (!row) throw notFound('No profile with this name');
    return row;
  }

  /** Profiles with venues and (only one's own) bookings embedded, in a fixed number of queries. */
  async function toProfiles(
    rows: ProfileWithCounts[],
    flags: { _venues: boolean; _bookings: boolean },
    viewer: Viewer,
  ) {
    const ids = rows.map((row) => row.id);
    const venueRows =
      flags._venues && ids.length
        ? await db
            .selectFrom('venues')
            .selectAll()
            .where('owner_id', 'in', ids)
            .orderBy('created_at', 'desc')
            .execute()
        : [];
    const venues = await embedVenues(db, venueRows, { owner: false, bookings: false, viewer });
    const ownRow = rows.find((row) => canSeeProfileBookings(viewer, row));
    const bookingRows =
      flags._bookings && ownRow
        ? await db
            .selectFrom('bookings')
            .selectAll()
            .where('customer_id', '=', ownRow.id)
            .orderBy('date_from')
            .execute()
        : [];
    const bookings = await embedBookings(db, bookingRows, { venue: true, customer: false, viewer });
    return rows.map((row): Profile => ({
      ...toProfileCore(row),
      venueManager: row.venue_manager,
      ...(flags._venues
        ? { venues: venues.filter((_, i) => venueRows[i]!.owner_id === row.id) }
        : {}),
      ...(flags._bookings ? { bookings: canSeeProfileBookings(viewer, row) ? bookings : [] } : {}),
      _count: { venues: row.venue_count, bookings: row.booking_count },
    }));
  }

  async function listProfiles(
    query: z.output<typeof profileListQuerySchema>,
    viewer: Viewer,
    q?: string,
  ) {
    const base = withCounts().$if(!!q, (qb) =>
      qb.where((eb) => eb.or([eb('name', 'ilike', `%${q}%`), eb('bio', 'ilike', `%${q}%`)])),
    );
    const [rows, total] = await Promise.all([
      base
        .orderBy(SORT_COLUMNS[query.sort ?? 'name'], query.sortOrder)
        .orderBy('id', query.sortOrder)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      db
        .selectFrom(base.as('p'))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return list(
      await toProfiles(rows, query, viewer),
      query.page,
      query.limit,
      Number(total.count),
    );
  }

  app.get('/holidaze/profiles', opts({ querystring: profileListQuerySchema }), (request) =>
    listProfiles(request.query as z.output<typeof profileListQuerySchema>, request.viewer!),
  );

  app.get(
    '/holidaze/profiles/search',
    opts({ querystring: profileSearchQuerySchema }),
    (request) => {
      const query = request.query as z.output<typeof profileSearchQuerySchema>;
      return listProfiles(
        query,
        request.viewer!,
        query.q.replace(/[\\%_]/g, (c) => `\\${c}`),
      );
    },
  );

  app.get(
    '/holidaze/profiles/:name',
    opts({ params: nameParamSchema, querystring: embedQuery }),
    async (request) => {
      const { name } = request.params as { name: string };
      const [profile] = await toProfiles(
        [await findProfile(name)],
        request.query as z.output<typeof embedQuery>,
        request.viewer!,
      );
      return single(profile);
    },
  );

  app.put(
    '/holidaze/profiles/:name',
    opts({ params: nameParamSchema, body: profileUpdateBodySchema }),
    async (request) => {
      const { name } = request.params as { name: string };
      const body = request.body as ProfileUpdateBody;
      const current = await findProfile(name);
      assertCanUpdateProfile(request.viewer!, current);
      const changes: ProfileUpdateRow = { updated_at: new Date() };
      if (body.bio !== undefined) changes.bio = body.bio;
      if (body.avatar)
        Object.assign(changes, { avatar_url: body.avatar.url, avatar_alt: body.avatar.alt });
      if (body.banner)
        Object.assign(changes, { banner_url: body.banner.url, banner_alt: body.banner.alt });
      if (body.venueManager !== undefined) changes.venue_manager = body.venueManager;
      await db.updateTable('profiles').set(changes).where('id', '=', current.id).execute();
      const [profile] = await toProfiles(
        [await findProfile(name)],
        { _venues: false, _bookings: false },
        request.viewer!,
      );
      return single(profile);
    },
  );

  app.get(
    '/holidaze/profiles/:name/venues',
    opts({ params: nameParamSchema, querystring: venueListQuerySchema }),
    async (request) => {
      const { name } = request.params as { name: string };
      const query = request.query as VenueListQuery;
      const owner = await findProfile(name);
      const { rows, totalCount } = await searchVenues(db, query, (q) =>
        q.where('owner_id', '=', owner.id),
      );
      const venues = await embedVenues(db, rows, {
        owner: query._owner,
        bookings: query._bookings,
        viewer: request.viewer,
      });
      return list(venues, query.page, query.limit, totalCount);
    },
  );

  app.get(
    '/holidaze/profiles/:name/bookings',
    opts({ params: nameParamSchema, querystring: bookingListQuerySchema }),
    async (request) => {
      const { name } = request.params as { name: string };
      const query = request.query as z.output<typeof bookingListQuerySchema>;
      const profile = await findProfile(name);
      assertCanListProfileBookings(request.viewer!, profile);
      const base = db.selectFrom('bookings').where('customer_id', '=', profile.id);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('date_from', query.sortOrder === 'asc' ? 'asc' : 'desc')
          .orderBy('id')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const data = await embedBookings(db, rows, {
        venue: query._venue,
        customer: query._customer,
        viewer: request.viewer!,
      });
      return list(data, query.page, query.limit, Number(count.count));
    },
  );
}
