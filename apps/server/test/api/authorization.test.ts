import { addDays, todayUtc } from '@holidaze/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { storedProfile } from '../support/test-rows.js';
import { errorWith, useTestApp, type TestUser } from './support/test-app.js';

/**
 * Anonymous / another user / owner for every mutating endpoint and every private read. Each
 * refusal also reads the stored state back: a refused request must change nothing.
 */
describeEachEngine('authorization matrix', (engine) => {
  let owner: TestUser;
  let otherHost: TestUser;
  let traveller: TestUser;
  let stranger: TestUser;
  let venueId: string;
  let bookingId: string;

  const venueName = async () =>
    (await t.call('GET', `/api/holidaze/venues/${venueId}`)).body.data.name;
  const storedBooking = () =>
    t.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
  const storedBio = async (name: string) => (await storedProfile(t.db, { name })).bio;

  const t = useTestApp(engine);
  beforeAll(async () => {
    [owner, otherHost, traveller, stranger] = await Promise.all([
      t.createUser('owner_host', { venueManager: true }),
      t.createUser('other_host', { venueManager: true }),
      t.createUser('traveller_1'),
      t.createUser('stranger_1'),
    ]);
    venueId = await t.listVenue(owner, { name: 'Original name', price: 900, maxGuests: 4 });
    const start = addDays(todayUtc(), 30);
    const booking = await t.call('POST', '/api/holidaze/bookings', {
      user: traveller,
      body: { dateFrom: start, dateTo: addDays(start, 3), guests: 2, venueId },
    });
    expect(booking.status).toBe(201);
    bookingId = booking.body.data.id;
  });

  it('only managers create venues', async () => {
    const before = await t.db.selectFrom('venues').select('id').execute();
    const body = { name: 'Sneaky', description: 'x', price: 1, maxGuests: 1 };
    expect((await t.call('POST', '/api/holidaze/venues', { body })).body).toMatchObject(
      errorWith(401, 'No authorization header was found'),
    );
    expect(
      (await t.call('POST', '/api/holidaze/venues', { user: traveller, body })).body,
    ).toMatchObject(errorWith(403, 'You are not a venue manager'));
    expect(await t.db.selectFrom('venues').select('id').execute()).toHaveLength(before.length);
  });

  it('only the owner changes or deletes a venue', async () => {
    const change = { name: 'Hijacked' };
    for (const user of [undefined, otherHost, traveller]) {
      const put = await t.call('PUT', `/api/holidaze/venues/${venueId}`, {
        user,
        body: change,
      });
      const del = await t.call('DELETE', `/api/holidaze/venues/${venueId}`, { user });
      expect([put.status, del.status]).toEqual(user ? [403, 403] : [401, 401]);
      if (user)
        expect(put.body).toMatchObject(errorWith(403, 'You are not the owner of this venue'));
    }
    expect(await venueName()).toBe('Original name');
    const own = await t.call('PUT', `/api/holidaze/venues/${venueId}`, {
      user: owner,
      body: { name: 'Renamed' },
    });
    expect(own.status).toBe(200);
    expect(await venueName()).toBe('Renamed');
  });

  it('only the customer changes or cancels a booking; strangers cannot even see it', async () => {
    const before = await storedBooking();
    expect(
      (await t.call('PUT', `/api/holidaze/bookings/${bookingId}`, { body: { guests: 1 } })).status,
    ).toBe(401);
    for (const [user, refusal] of [
      [stranger, errorWith(404, 'No booking with this id')],
      [owner, errorWith(403, 'You are not the owner of this booking')],
    ] as const) {
      const change = { user, body: { guests: 1 } };
      expect(
        (await t.call('PUT', `/api/holidaze/bookings/${bookingId}`, change)).body,
      ).toMatchObject(refusal);
    }
    expect((await t.call('DELETE', `/api/holidaze/bookings/${bookingId}`)).status).toBe(401);
    expect(
      (await t.call('DELETE', `/api/holidaze/bookings/${bookingId}`, { user: stranger })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/holidaze/bookings/${bookingId}`, { user: owner })).status,
    ).toBe(403);
    expect(await storedBooking()).toEqual(before);
  });

  it('only the profile itself is updated', async () => {
    const body = { bio: 'Written by someone else' };
    expect((await t.call('PUT', `/api/holidaze/profiles/${traveller.name}`, { body })).status).toBe(
      401,
    );
    expect(
      (
        await t.call('PUT', `/api/holidaze/profiles/${traveller.name}`, {
          user: stranger,
          body,
        })
      ).body,
    ).toMatchObject(errorWith(403, 'You do not have permission to update this profile'));
    expect(await storedBio(traveller.name)).toBeNull();
    const own = await t.call('PUT', `/api/holidaze/profiles/${traveller.name}`, {
      user: traveller,
      body: { bio: 'Mine' },
    });
    expect(own.status).toBe(200);
    expect(await storedBio(traveller.name)).toBe('Mine');
  });

  it('a booking is read by its customer and the venue owner only', async () => {
    expect((await t.call('GET', `/api/holidaze/bookings/${bookingId}`)).status).toBe(401);
    expect(
      (await t.call('GET', `/api/holidaze/bookings/${bookingId}`, { user: stranger })).status,
    ).toBe(404);
    expect(
      (
        await t.call('GET', `/api/holidaze/bookings/${bookingId}?_customer=true`, {
          user: owner,
        })
      ).body.data.customer.name,
    ).toBe(traveller.name);
    expect(
      (await t.call('GET', `/api/holidaze/bookings/${bookingId}`, { user: traveller })).status,
    ).toBe(200);
    const strangersList = await t.call('GET', '/api/holidaze/bookings', { user: stranger });
    expect(strangersList.body.data).toEqual([]);
    const ownersList = await t.call('GET', '/api/holidaze/bookings', { user: owner });
    expect(ownersList.body.data.map((b: { id: string }) => b.id)).toEqual([bookingId]);
  });

  it("another person's bookings are never listed on their profile", async () => {
    const seenByStranger = await t.call(
      'GET',
      `/api/holidaze/profiles/${traveller.name}?_bookings=true`,
      { user: stranger },
    );
    expect(seenByStranger.body.data.bookings).toEqual([]);
    const seenBySelf = await t.call(
      'GET',
      `/api/holidaze/profiles/${traveller.name}?_bookings=true`,
      { user: traveller },
    );
    expect(seenBySelf.body.data.bookings.map((b: { id: string }) => b.id)).toEqual([bookingId]);
    expect(
      (
        await t.call('GET', `/api/holidaze/profiles/${traveller.name}/bookings`, {
          user: stranger,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('GET', `/api/holidaze/profiles/${traveller.name}/bookings`, {
          user: traveller,
        })
      ).body.data,
    ).toHaveLength(1);
  });

  it("a venue's customers are shown to its owner only", async () => {
    const url = `/api/holidaze/venues/${venueId}?_bookings=true`;
    const anonymous = await t.call('GET', url);
    expect(anonymous.body.data.bookings).toHaveLength(1);
    expect(anonymous.body.data.bookings[0].customer).toBeUndefined();
    expect(
      (await t.call('GET', url, { user: stranger })).body.data.bookings[0].customer,
    ).toBeUndefined();
    expect((await t.call('GET', url, { user: owner })).body.data.bookings[0].customer.name).toBe(
      traveller.name,
    );
  });

  it('the owner deletes the venue, and its bookings go with it', async () => {
    expect(
      (await t.call('DELETE', `/api/holidaze/venues/${venueId}`, { user: owner })).status,
    ).toBe(204);
    expect((await t.call('GET', `/api/holidaze/venues/${venueId}`)).body).toMatchObject(
      errorWith(404, 'Venue not found'),
    );
    expect(await storedBooking()).toBeUndefined();
  });
});
