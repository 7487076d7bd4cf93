import { WISHLIST_LIMITS, WISHLIST_MESSAGES, addDays, todayUtc } from '@holidaze/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { profileIdOf } from '../support/test-rows.js';
import { errorWith, useTestApp, type TestUser } from './support/test-app.js';

/**
 * Wishlists (docs/api.md, "Wishlists"): hearts that save to the default list, idempotently;
 * named lists, renamed, deleted, venues moved between them; a list's venues with dates; the
 * secret read-only link, on and off; privacy (another person, signed in or not, gets the 404 of
 * a missing list); the caps (docs/security.md, "Wishlists"). One app, the test's clock.
 */
const START = new Date('2031-03-01T09:00:00.000Z');
const day = (offset: number) => addDays(todayUtc(START), offset);
const MISSING = '00000000-0000-4000-8000-000000000000';

describeEachEngine('wishlists', (engine) => {
  let clock = START;
  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, kari, ola] = t.useHostAndGuests('wish_host', 'wish_kari', 'wish_ola');

  const venue = () => t.listVenue(host, { price: 1000, maxGuests: 4 });
  const heart = (user: TestUser | undefined, venueId: string, on = true) =>
    t.call(on ? 'PUT' : 'DELETE', `/api/holidaze/wishlists/saved/${venueId}`, { user });
  const mine = async (user: TestUser) =>
    (await t.call('GET', '/api/holidaze/wishlists', { user })).body.data as {
      id: string;
      name: string;
      isDefault: boolean;
      venueCount: number;
      shareToken: string | null;
    }[];
  const saved = async (user: TestUser) =>
    (await t.call('GET', '/api/holidaze/wishlists/saved', { user })).body.data as {
      venueId: string;
      listIds: string[];
    }[];
  const makeList = (user: TestUser | undefined, name: unknown) =>
    t.call('POST', '/api/holidaze/wishlists', { user, body: { name } });
  const listPage = (user: TestUser | undefined, id: string, query = '') =>
    t.call('GET', `/api/holidaze/wishlists/${id}${query}`, { user });
  /** A new person who has hearted two new venues, so both sit in their default list. */
  const withTwoSaved = async (name: string) => {
    const user = await t.createUser(name);
    const venueIds = [await venue(), await venue()] as const;
    for (const venueId of venueIds) await heart(user, venueId);
    const [defaultList] = await mine(user);
    return { user, venueIds, defaultList: defaultList! };
  };

  describe('hearts', () => {
    it('saves to a default list made by the first heart; again, or twice at once, is one save', async () => {
      const user = await t.createUser('wish_first');
      const venueId = await venue();
      const [a, b] = await Promise.all([heart(user, venueId), heart(user, venueId)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const lists = await mine(user);
      expect(lists).toHaveLength(1);
      expect(lists[0]).toMatchObject({ name: 'Saved', isDefault: true, venueCount: 1 });
      expect(a.body.data).toEqual({ venueId, listIds: [lists[0]!.id] });
      expect(b.body.data).toEqual(a.body.data);
      expect((await heart(user, venueId)).body.data).toEqual(a.body.data);
      expect(await saved(user)).toEqual([{ venueId, listIds: [lists[0]!.id] }]);

      // Off, and off again: the same outcome; the list stays.
      expect((await heart(user, venueId, false)).status).toBe(204);
      expect((await heart(user, venueId, false)).status).toBe(204);
      expect(await saved(user)).toEqual([]);
      expect((await mine(user))[0]!.venueCount).toBe(0);
    });

    it('asks a signed-out visitor to sign in, and refuses a venue that does not exist', async () => {
      const venueId = await venue();
      expect((await heart(undefined, venueId)).status).toBe(401);
      expect((await heart(undefined, venueId, false)).status).toBe(401);
      expect((await t.call('GET', '/api/holidaze/wishlists/saved')).status).toBe(401);
      expect((await heart(kari, MISSING)).body).toMatchObject(
        errorWith(404, WISHLIST_MESSAGES.venueNotFound),
      );
      expect((await heart(kari, 'not-a-uuid')).status).toBe(400);
    });

    it('leaves a venue another list holds where it is, and heart off takes it out of every list', async () => {
      const user = await t.createUser('wish_two');
      const venueId = await venue();
      await heart(user, venueId);
      const summer = (await makeList(user, 'Summer 2027')).body.data.id as string;
      const put = await t.call('PUT', `/api/holidaze/wishlists/${summer}/venues/${venueId}`, {
        user,
      });
      expect(put.body.data.listIds).toHaveLength(2);
      expect((await heart(user, venueId)).body.data.listIds).toHaveLength(2);
      await heart(user, venueId, false);
      expect(await saved(user)).toEqual([]);
    });
  });

  describe('named lists', () => {
    it('makes, renames, moves venues between and deletes lists; the default passes on', async () => {
      const { user, venueIds, defaultList: standard } = await withTwoSaved('wish_named');
      const [first] = venueIds;
      const made = await makeList(user, '  Summer 2027  ');
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({
        name: 'Summer 2027',
        isDefault: false,
        venueCount: 0,
      });
      const summer = made.body.data.id as string;

      const renamed = await t.call('PUT', `/api/holidaze/wishlists/${summer}`, {
        user,
        body: { name: 'Summer in Lofoten' },
      });
      expect(renamed.body.data.name).toBe('Summer in Lofoten');

      const move = () =>
        t.call('POST', `/api/holidaze/wishlists/${standard.id}/venues/${first}/move`, {
          user,
          body: { toListId: summer },
        });
      expect((await move()).body.data).toEqual({ venueId: first, listIds: [summer] });
      // A retried move has the same outcome.
      expect((await move()).body.data).toEqual({ venueId: first, listIds: [summer] });
      const page = await listPage(user, summer);
      expect(page.body.data.venues.map((v: { id: string }) => v.id)).toEqual([first]);
      expect(
        (
          await t.call('POST', `/api/holidaze/wishlists/${standard.id}/venues/${MISSING}/move`, {
            user,
            body: { toListId: summer },
          })
        ).body,
      ).toMatchObject(errorWith(404, WISHLIST_MESSAGES.notInList));

      // Deleting the default list: the oldest other becomes the default, and hearts save there.
      expect(
        (await t.call('DELETE', `/api/holidaze/wishlists/${standard.id}`, { user })).status,
      ).toBe(204);
      expect(await mine(user)).toMatchObject([{ id: summer, isDefault: true }]);
      const third = await venue();
      expect((await heart(user, third)).body.data.listIds).toEqual([summer]);
      expect(
        (await t.call('DELETE', `/api/holidaze/wishlists/${standard.id}`, { user })).status,
      ).toBe(404);
    });

    it('refuses bad names, ids and bodies with a 400 in the envelope', async () => {
      expect((await makeList(kari, '')).body).toMatchObject(errorWith(400, WISHLIST_MESSAGES.name));
      expect((await makeList(kari, '   ')).status).toBe(400);
      expect((await makeList(kari, 'x'.repeat(51))).body).toMatchObject(
        errorWith(400, WISHLIST_MESSAGES.name),
      );
      expect((await makeList(kari, 42)).status).toBe(400);
      expect((await t.call('POST', '/api/holidaze/wishlists', { user: kari })).status).toBe(400);
      expect((await listPage(kari, 'nope')).status).toBe(400);
      const list = (await makeList(kari, 'Bad input')).body.data.id as string;
      const venueId = await venue();
      const moved = await t.call('POST', `/api/holidaze/wishlists/${list}/venues/${venueId}/move`, {
        user: kari,
        body: { toListId: 'elsewhere' },
      });
      expect(moved.status).toBe(400);
      expect((await listPage(kari, list, `?dateFrom=${day(5)}`)).status).toBe(400);
      expect((await listPage(kari, list, `?dateFrom=${day(5)}&dateTo=${day(4)}`)).status).toBe(400);
      expect((await listPage(kari, list, `?dateFrom=${day(-3)}&dateTo=${day(-1)}`)).status).toBe(
        400,
      );
      expect((await listPage(kari, list, `?dateFrom=2031-02-30&dateTo=${day(4)}`)).status).toBe(
        400,
      );
      expect(
        (await listPage(kari, list, `?dateFrom=${day(1)}&dateTo=${day(3)}&guests=0`)).status,
      ).toBe(400);
    });
  });

  describe('privacy', () => {
    it('answers anyone but the owner, signed in or not, as if the list did not exist', async () => {
      const list = (await makeList(kari, 'Private')).body.data.id as string;
      const venueId = await venue();
      await t.call('PUT', `/api/holidaze/wishlists/${list}/venues/${venueId}`, { user: kari });
      const missing = errorWith(404, WISHLIST_MESSAGES.listNotFound);
      const attempts: [string, string, unknown?][] = [
        ['GET', `/api/holidaze/wishlists/${list}`],
        ['PUT', `/api/holidaze/wishlists/${list}`, { name: 'Mine now' }],
        ['DELETE', `/api/holidaze/wishlists/${list}`],
        ['PUT', `/api/holidaze/wishlists/${list}/venues/${venueId}`],
        ['DELETE', `/api/holidaze/wishlists/${list}/venues/${venueId}`],
        ['PUT', `/api/holidaze/wishlists/${list}/share`],
        ['DELETE', `/api/holidaze/wishlists/${list}/share`],
      ];
      for (const [method, url, body] of attempts) {
        const asOla = await t.call(method as 'GET', url, { user: ola, body });
        expect(asOla.body, `${method} ${url}`).toMatchObject(missing);
        const asMissing = await t.call(method as 'GET', url.replace(list, MISSING), {
          user: ola,
          body,
        });
        expect(asMissing.body).toEqual(asOla.body);
        expect((await t.call(method as 'GET', url, { body })).status).toBe(401);
      }
      // Ola's move into Kari's list, or out of it, is the same 404.
      const olas = (await makeList(ola, 'Ola')).body.data.id as string;
      await t.call('PUT', `/api/holidaze/wishlists/${olas}/venues/${venueId}`, { user: ola });
      const move = await t.call('POST', `/api/holidaze/wishlists/${olas}/venues/${venueId}/move`, {
        user: ola,
        body: { toListId: list },
      });
      expect(move.body).toMatchObject(missing);
      // Nothing of it changed, and Ola's lists are Ola's only.
      const page = await listPage(kari, list);
      expect(page.body.data).toMatchObject({ name: 'Private', venueCount: 1, shareToken: null });
      expect((await mine(ola)).map((l) => l.id)).toEqual([olas]);
    });
  });

  describe('share links', () => {
    it('is read by anyone with the link, signed out, until the owner turns it off', async () => {
      const list = (await makeList(kari, 'For the family')).body.data.id as string;
      const venueId = await venue();
      await t.call('PUT', `/api/holidaze/wishlists/${list}/venues/${venueId}`, { user: kari });
      const on = () => t.call('PUT', `/api/holidaze/wishlists/${list}/share`, { user: kari });
      const token = (await on()).body.data.shareToken as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // On again: the same link.
      expect((await on()).body.data.shareToken).toBe(token);
      const open = (secret: string, user?: TestUser) =>
        t.call('GET', `/api/holidaze/wishlists/shared/${secret}`, { user });
      const shared = await open(token);
      expect(shared.status).toBe(200);
      expect(shared.body.data).toMatchObject({ name: 'For the family', venueCount: 1 });
      expect(shared.body.data.venues[0].id).toBe(venueId);
      expect(JSON.stringify(shared.body)).not.toContain('wish_kari');
      expect((await open(token, ola)).status).toBe(200);

      const gone = errorWith(404, WISHLIST_MESSAGES.sharedNotFound);
      expect(
        (await t.call('DELETE', `/api/holidaze/wishlists/${list}/share`, { user: kari })).status,
      ).toBe(204);
      expect((await open(token)).body).toMatchObject(gone);
      // On once more: a new link; the old one stays dead.
      const again = (await on()).body.data.shareToken as string;
      expect(again).not.toBe(token);
      expect((await open(token)).body).toMatchObject(gone);
      expect((await open(again)).status).toBe(200);
      // Wrong secrets, of any shape, are the same 404.
      for (const wrong of [
        'x',
        `${again.slice(0, 42)}${again.endsWith('A') ? 'B' : 'A'}`,
        'a'.repeat(90),
        '%27%20or%201%3D1',
      ]) {
        expect((await open(wrong)).body).toMatchObject(gone);
      }
      // Deleting the list ends its link.
      await t.call('DELETE', `/api/holidaze/wishlists/${list}`, { user: kari });
      expect((await open(again)).body).toMatchObject(gone);
    });
  });

  describe('a list page with dates', () => {
    it('says whether each venue is free and what the stay costs, as the quote does', async () => {
      clock = START;
      const [free, taken] = [await venue(), await venue()];
      const booked = await t.call('POST', '/api/holidaze/bookings', {
        user: ola,
        body: { venueId: taken, dateFrom: day(10), dateTo: day(12), guests: 2 },
      });
      expect(booked.status).toBe(201);
      const list = (await makeList(kari, 'Dates')).body.data.id as string;
      for (const venueId of [free, taken]) {
        await t.call('PUT', `/api/holidaze/wishlists/${list}/venues/${venueId}`, {
          user: kari,
        });
      }
      const dated = `?dateFrom=${day(11)}&dateTo=${day(14)}&guests=3`;
      const page = (await listPage(kari, list, dated)).body.data;
      const byId = Object.fromEntries(page.venues.map((v: { id: string }) => [v.id, v]));
      expect(byId[free].isUnavailable).toBe(false);
      expect(byId[taken].isUnavailable).toBe(true);
      const quote = await t.call('GET', `/api/holidaze/venues/${free}/quote${dated}`);
      expect(byId[free].stayTotalOre).toBe(quote.body.data.totalOre);
      // Without dates: neither.
      const plain = (await listPage(kari, list)).body.data.venues[0];
      expect(plain.isUnavailable).toBeUndefined();
      expect(plain.stayTotalOre).toBeUndefined();
      // The shared page answers the same.
      const token = (await t.call('PUT', `/api/holidaze/wishlists/${list}/share`, { user: kari }))
        .body.data.shareToken as string;
      const shared = (await t.call('GET', `/api/holidaze/wishlists/shared/${token}${dated}`)).body
        .data;
      expect(shared.venues).toEqual(page.venues);
    });

    it('keeps working when a saved venue is deleted', async () => {
      const { user, venueIds, defaultList: list } = await withTwoSaved('wish_deleted');
      const [kept, deleted] = venueIds;
      const token = (await t.call('PUT', `/api/holidaze/wishlists/${list.id}/share`, { user })).body
        .data.shareToken as string;
      expect(
        (await t.call('DELETE', `/api/holidaze/venues/${deleted}`, { user: host })).status,
      ).toBe(204);
      const page = await listPage(user, list.id);
      expect(page.status).toBe(200);
      expect(page.body.data.venueCount).toBe(1);
      expect(page.body.data.venues.map((v: { id: string }) => v.id)).toEqual([kept]);
      expect(await saved(user)).toEqual([{ venueId: kept, listIds: [list.id] }]);
      expect(
        (await t.call('GET', `/api/holidaze/wishlists/shared/${token}`)).body.data.venueCount,
      ).toBe(1);
      expect((await heart(user, deleted)).status).toBe(404);
    });
  });

  describe('caps', () => {
    it(`keeps at most ${WISHLIST_LIMITS.listsPerPerson} lists per person`, async () => {
      const user = await t.createUser('wish_many');
      for (let i = 0; i < WISHLIST_LIMITS.listsPerPerson; i += 1) {
        expect((await makeList(user, `List ${i}`)).status).toBe(201);
      }
      expect((await makeList(user, 'One more')).body).toMatchObject(
        errorWith(409, WISHLIST_MESSAGES.tooManyLists),
      );
      expect(await mine(user)).toHaveLength(WISHLIST_LIMITS.listsPerPerson);
    });

    it(`keeps at most ${WISHLIST_LIMITS.venuesPerList} venues per list`, async () => {
      const user = await t.createUser('wish_full');
      const list = (await makeList(user, 'Full')).body.data.id as string;
      const ownerId = await profileIdOf(t.db, user.name);
      // A full list, written directly (250 saves through the API would meet the toggle cap).
      await sql`
        INSERT INTO wishlist_venues (wishlist_id, owner_id, venue_id, saved_at)
        SELECT ${list}::uuid, ${ownerId}::uuid, v.id, now()
        FROM (SELECT id FROM venues ORDER BY id LIMIT ${WISHLIST_LIMITS.venuesPerList}) v`.execute(
        t.db,
      );
      const filled = await t.db
        .selectFrom('wishlist_venues')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('wishlist_id', '=', list)
        .executeTakeFirstOrThrow();
      // Make venues enough first if the suite has fewer.
      const missing = WISHLIST_LIMITS.venuesPerList - Number(filled.n);
      for (let i = 0; i < missing; i += 1) {
        const venueId = await venue();
        await t.db
          .insertInto('wishlist_venues')
          .values({ wishlist_id: list, owner_id: ownerId, venue_id: venueId, saved_at: clock })
          .execute();
      }
      const extra = await venue();
      expect(
        (await t.call('PUT', `/api/holidaze/wishlists/${list}/venues/${extra}`, { user })).body,
      ).toMatchObject(errorWith(409, WISHLIST_MESSAGES.listFull));
      // It is the person's first list, so their default: a heart meets the same cap.
      expect((await heart(user, extra)).body).toMatchObject(
        errorWith(409, WISHLIST_MESSAGES.listFull),
      );
      expect((await listPage(user, list)).body.data.venueCount).toBe(WISHLIST_LIMITS.venuesPerList);
    });

    it(`allows ${WISHLIST_LIMITS.togglesPerMinute} saves and removals per person and minute`, async () => {
      const user = await t.createUser('wish_fast');
      const venueId = await venue();
      clock = new Date(START.getTime() + 3_600_000);
      for (let i = 0; i < WISHLIST_LIMITS.togglesPerMinute; i += 1) {
        expect((await heart(user, venueId, i % 2 === 0)).status).toBeLessThan(300);
      }
      const refused = await heart(user, venueId);
      expect(refused.body).toMatchObject(errorWith(429, WISHLIST_MESSAGES.tooManyToggles));
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else is not held up by it, and the person is free again a minute later.
      expect((await heart(kari, venueId)).status).toBe(200);
      clock = new Date(clock.getTime() + 61_000);
      expect((await heart(user, venueId)).status).toBe(200);
      clock = START;
    });
  });
});
