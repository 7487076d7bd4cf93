import { addDays } from '@holidaze/domain';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { bookingCountOf, bookingsOf, storedVenue } from '../support/test-rows.js';
import { errorWith, useTestApp, type Json } from './support/test-app.js';

/**
 * Attacks on bookings (docs/security.md, "Threats and defences"), each reproduced first, then the
 * stored state checked: a stay that blocks a venue for ever, the host's cancellation that frees it,
 * edits of stays that have started, and a venue's capacity dropping below a promised stay. The
 * clock is the test's.
 */
const START = new Date('2030-06-15T12:00:00.000Z');
const TODAY = '2030-06-15';

describeEachEngine('booking abuse: stay limits, host cancellation, read-only stays', (engine) => {
  let clock = START;
  let venueId: string;
  let counter = 0;

  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, traveller, stranger] = t.useHostAndGuests(
    'abuse_host',
    'abuse_traveller',
    'abuse_stranger',
  );

  beforeEach(async () => {
    clock = START;
    counter += 1;
    venueId = await t.listVenue(host, {
      name: `Cabin ${counter}`,
      price: 100,
      maxGuests: 6,
    });
  });

  const book = (stay: { from: string; to: string; guests?: number }, user = traveller) =>
    t.call('POST', '/api/holidaze/bookings', {
      user,
      body: { dateFrom: stay.from, dateTo: stay.to, guests: stay.guests ?? 2, venueId },
    });
  const stored = (id: string) =>
    t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  const bookingsOfVenue = () => bookingsOf(t.db, venueId);

  it('refuses a search the venue page would refuse: a past start or a stay over 90 nights', async () => {
    const search = (path: string, from: string, to: string) =>
      t.call('GET', `/api/holidaze/venues${path}dateFrom=${from}&dateTo=${to}`);
    for (const path of [`/search?q=Cabin%20${counter}&`, '?']) {
      const past = await search(path, '2024-01-01', '2024-01-03');
      expect(past.status).toBe(400);
      expect(past.body).toEqual(errorWith(400, 'dateFrom cannot be in the past'));
      // Ten years in one search (3,653 nights).
      const decade = await search(path, addDays(TODAY, 1), addDays(TODAY, 3654));
      expect(decade.status).toBe(400);
      expect(decade.body).toEqual(errorWith(400, 'Maximum stay is 90 nights'));
      expect((await search(path, TODAY, addDays(TODAY, 90))).status).toBe(200);
    }
  });

  it('refuses the stay from today to 9999-12-31 that blocked a venue for ever, storing nothing', async () => {
    const attack = await book({ from: TODAY, to: '9999-12-31' });
    expect(attack.status).toBe(400);
    expect(attack.body).toEqual(errorWith(400, 'Maximum stay is 90 nights'));
    expect(await bookingsOfVenue()).toEqual([]);
  });

  it('accepts 90 nights and refuses 91, on create and on update', async () => {
    const from = addDays(TODAY, 3);
    expect((await book({ from, to: addDays(from, 91) })).status).toBe(400);
    const longest = await book({ from, to: addDays(from, 90) });
    expect(longest.status).toBe(201);
    const longer = await t.call('PUT', `/api/holidaze/bookings/${longest.body.data.id}`, {
      user: traveller,
      body: { dateTo: addDays(from, 91) },
    });
    expect(longer.body).toEqual(errorWith(400, 'Maximum stay is 90 nights'));
    expect((await stored(longest.body.data.id))?.date_to).toBe(addDays(from, 90));
  });

  it('accepts a start 500 days ahead and refuses 501, measured from the latest today on Earth', async () => {
    // At 12:00 UTC it is already the 16th at UTC+14: that is the day the horizon counts from.
    const last = addDays('2030-06-16', 500);
    const tooFar = await book({ from: addDays(last, 1), to: addDays(last, 2) });
    expect(tooFar.body).toEqual(errorWith(400, 'Bookings can be made at most 500 days ahead'));
    expect((await book({ from: last, to: addDays(last, 1) })).status).toBe(201);
    expect(await bookingsOfVenue()).toHaveLength(1);
  });

  it("lets the venue's owner cancel an upcoming booking: the row stays, its nights are free", async () => {
    const stay = { from: addDays(TODAY, 10), to: addDays(TODAY, 14) };
    const booking = (await book(stay)).body.data;
    clock = new Date('2030-06-16T08:30:00.000Z');
    const cancelled = await t.call('POST', `/api/holidaze/bookings/${booking.id}/cancellation`, {
      user: host,
      body: { reason: 'Burst pipe in the kitchen' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: 'cancelledByHost',
      cancelledAt: '2030-06-16T08:30:00.000Z',
      cancellationReason: 'Burst pipe in the kitchen',
    });
    expect(await stored(booking.id)).toMatchObject({
      status: 'cancelledByHost',
      cancellation_reason: 'Burst pipe in the kitchen',
    });

    // Occupied nights: the venue's bookings, its count and the available search forget it.
    const venue = await t.call('GET', `/api/holidaze/venues/${venueId}?_bookings=true`);
    expect(venue.body.data.bookings).toEqual([]);
    expect(venue.body.data._count.bookings).toBe(0);
    const listed = await t.call('GET', '/api/holidaze/venues?_bookings=true&limit=100');
    const inList = listed.body.data.find((v: Json) => v.id === venueId);
    expect(inList.bookings).toEqual([]);
    const search = await t.call(
      'GET',
      `/api/holidaze/venues/search?q=Cabin%20${counter}&available=true&dateFrom=${stay.from}&dateTo=${stay.to}`,
    );
    expect(search.body.data.map((v: Json) => v.id)).toContain(venueId);

    // The traveller still sees it, as cancelled by the host, with the reason.
    const mine = await t.call('GET', `/api/holidaze/profiles/${traveller.name}/bookings`, {
      user: traveller,
    });
    expect(mine.body.data.find((b: Json) => b.id === booking.id)).toMatchObject({
      status: 'cancelledByHost',
      cancellationReason: 'Burst pipe in the kitchen',
    });
    // ... and cannot change or cancel it any more.
    const edit = await t.call('PUT', `/api/holidaze/bookings/${booking.id}`, {
      user: traveller,
      body: { guests: 1 },
    });
    expect(edit.status).toBe(400);

    // The same nights can be booked again.
    expect((await book(stay, stranger)).status).toBe(201);
    expect(await bookingCountOf(t.db, venueId)).toBe(1);
  });

  it('ignores a status, reference or cancellation sent by the customer', async () => {
    const forged = {
      status: 'cancelledByHost',
      reference: 'REF-00000000',
      cancelledAt: '2030-01-01T00:00:00.000Z',
      cancellationReason: 'forged',
    };
    const created = await t.call('POST', '/api/holidaze/bookings', {
      user: traveller,
      body: {
        dateFrom: addDays(TODAY, 2),
        dateTo: addDays(TODAY, 4),
        guests: 1,
        venueId,
        ...forged,
      },
    });
    expect(created.status).toBe(201);
    await t.call('PUT', `/api/holidaze/bookings/${created.body.data.id}`, {
      user: traveller,
      body: { guests: 2, ...forged },
    });
    const row = await stored(created.body.data.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      cancelled_at: null,
      cancellation_reason: null,
    });
    expect(row?.reference).not.toBe('REF-00000000');
  });

  it('lets the owner cancel an ongoing booking (the stay the customer can no longer cancel)', async () => {
    const booking = (await book({ from: addDays(TODAY, 1), to: addDays(TODAY, 5) })).body.data;
    clock = new Date('2030-06-18T12:00:00.000Z');
    const byCustomer = await t.call('DELETE', `/api/holidaze/bookings/${booking.id}`, {
      user: traveller,
    });
    expect(byCustomer.body).toEqual(errorWith(400, 'Only upcoming bookings can be cancelled'));
    const byHost = await t.call('POST', `/api/holidaze/bookings/${booking.id}/cancellation`, {
      user: host,
    });
    expect(byHost.status).toBe(200);
    expect(byHost.body.data).toMatchObject({ status: 'cancelledByHost', cancellationReason: null });
    const again = await t.call('POST', `/api/holidaze/bookings/${booking.id}/cancellation`, {
      user: host,
    });
    expect(again.status).toBe(409);
  });

  it('refuses cancellation by the customer (403), anyone else (404) and of a completed stay (409)', async () => {
    const booking = (await book({ from: addDays(TODAY, 1), to: addDays(TODAY, 3) })).body.data;
    const url = `/api/holidaze/bookings/${booking.id}/cancellation`;
    expect((await t.call('POST', url, { user: traveller })).status).toBe(403);
    expect((await t.call('POST', url, { user: stranger })).status).toBe(404);
    const tooLong = await t.call('POST', url, {
      user: host,
      body: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);
    clock = new Date('2030-06-18T12:00:00.000Z');
    expect((await t.call('POST', url, { user: host })).body).toEqual(
      errorWith(409, 'Only upcoming or ongoing bookings can be cancelled'),
    );
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', cancelled_at: null });
  });

  it('keeps past and ongoing bookings read-only for the customer (dates and guests)', async () => {
    const booking = (await book({ from: addDays(TODAY, 1), to: addDays(TODAY, 5) })).body.data;
    const url = `/api/holidaze/bookings/${booking.id}`;
    for (const at of ['2030-06-17T12:00:00.000Z', '2030-06-25T12:00:00.000Z']) {
      clock = new Date(at);
      for (const body of [{ guests: 1 }, { dateTo: addDays(TODAY, 6) }]) {
        const edit = await t.call('PUT', url, { user: traveller, body });
        expect(edit.body).toEqual(
          errorWith(
            400,
            'Only upcoming bookings can be changed: past and ongoing bookings are read-only',
          ),
        );
      }
    }
    expect(await stored(booking.id)).toMatchObject({ guests: 2, date_to: addDays(TODAY, 5) });
  });

  it("refuses to lower maxGuests below an upcoming or ongoing booking's guests (409), not a past or cancelled one", async () => {
    const ongoing = (await book({ from: addDays(TODAY, 1), to: addDays(TODAY, 5), guests: 4 })).body
      .data;
    const cancelled = (await book({ from: addDays(TODAY, 6), to: addDays(TODAY, 8), guests: 6 }))
      .body.data;
    await t.call('POST', `/api/holidaze/bookings/${cancelled.id}/cancellation`, {
      user: host,
    });
    clock = new Date('2030-06-17T12:00:00.000Z');
    const venueUrl = `/api/holidaze/venues/${venueId}`;
    const lower = await t.call('PUT', venueUrl, { user: host, body: { maxGuests: 3 } });
    expect(lower.body).toEqual(
      errorWith(
        409,
        'Max guests cannot be lower than 4: an upcoming or ongoing booking is for 4 guests',
      ),
    );
    expect((await storedVenue(t.db, venueId)).max_guests).toBe(6);
    expect((await t.call('PUT', venueUrl, { user: host, body: { maxGuests: 4 } })).status).toBe(
      200,
    );
    clock = new Date('2030-06-21T12:00:00.000Z');
    expect((await t.call('PUT', venueUrl, { user: host, body: { maxGuests: 1 } })).status).toBe(
      200,
    );
    expect(ongoing.guests).toBe(4);
  });
});
