import { addDays, isBookingReference } from '@holidaze/domain';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { bookingsOf } from '../support/test-rows.js';
import { errorWith, useTestApp } from './support/test-app.js';

/**
 * Idempotency-Key on POST /holidaze/bookings and /holidaze/venues (docs/api.md, "Idempotency-Key";
 * retries must not make duplicates), and the booking reference the server assigns (docs/api.md,
 * "Booking rules, references and status"). The clock and the reference source are the
 * test's.
 */
const START = new Date('2030-06-15T12:00:00.000Z');
const DAY_MS = 86_400_000;

describeEachEngine('idempotent creation and booking references', (engine) => {
  let clock = START;
  const references: string[] = [];
  let venueId: string;

  const t = useTestApp(
    engine,
    {},
    { now: () => clock, newBookingReference: () => references.shift() ?? `REF-${randomCode()}` },
  );
  const [host, traveller, other] = t.useHostAndGuests('idem_host', 'idem_traveller', 'idem_other');

  beforeEach(async () => {
    clock = START;
    venueId = await t.listVenue(host, { price: 100, maxGuests: 6 });
  });

  const stay = (startsIn: number, guests = 2) => ({
    dateFrom: addDays('2030-06-15', startsIn),
    dateTo: addDays('2030-06-15', startsIn + 2),
    guests,
    venueId,
  });
  const postBooking = (body: object, key: string | undefined, user = traveller) =>
    t.call('POST', '/api/holidaze/bookings', {
      user,
      body,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const bookingsOfVenue = () => bookingsOf(t.db, venueId);

  it('answers a retry with the same key and body with the first response, storing one booking', async () => {
    const first = await postBooking(stay(3), 'retry-1');
    const retry = await postBooking(stay(3), 'retry-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.response.headers['idempotent-replayed']).toBe('true');
    expect(await bookingsOfVenue()).toHaveLength(1);
  });

  it('refuses the same key with another body (422), storing nothing more', async () => {
    await postBooking(stay(3), 'changed-body');
    const changed = await postBooking(stay(3, 3), 'changed-body');
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual(
      errorWith(
        422,
        'This Idempotency-Key was already used with a different request body. Send a new key for a new request.',
      ),
    );
    expect((await bookingsOfVenue()).map((b) => b.guests)).toEqual([2]);
  });

  it("keeps each user's keys apart", async () => {
    const mine = await postBooking(stay(3), 'shared-key');
    const theirs = await postBooking(stay(10), 'shared-key', other);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(await bookingsOfVenue()).toHaveLength(2);
  });

  it('forgets a key after 24 hours: the request runs again', async () => {
    const body = {
      name: 'Twice',
      description: 'Created twice a day apart',
      price: 1,
      maxGuests: 1,
    };
    const post = () =>
      t.call('POST', '/api/holidaze/venues', {
        user: host,
        body,
        headers: { 'idempotency-key': 'daily' },
      });
    const first = await post();
    clock = new Date(START.getTime() + DAY_MS - 1);
    expect((await post()).body.data.id).toBe(first.body.data.id);
    clock = new Date(START.getTime() + DAY_MS);
    const later = await post();
    expect(later.status).toBe(201);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    const named = await t.db
      .selectFrom('venues')
      .select('id')
      .where('name', '=', 'Twice')
      .execute();
    expect(named).toHaveLength(2);
    // The booking key is new too: the same stay runs again and meets its own first booking.
    clock = START;
    await postBooking(stay(20), 'daily-booking');
    clock = new Date(START.getTime() + DAY_MS - 1);
    expect((await postBooking(stay(20), 'daily-booking')).status).toBe(201);
    clock = new Date(START.getTime() + DAY_MS);
    expect((await postBooking(stay(20), 'daily-booking')).status).toBe(409);
  });

  it('replays a booking whose first night has passed since, instead of refusing the retry', async () => {
    clock = new Date('2030-06-15T23:00:00.000Z');
    const first = await postBooking(stay(0), 'late-retry');
    expect(first.status).toBe(201);
    clock = new Date('2030-06-16T22:00:00.000Z');
    const retry = await postBooking(stay(0), 'late-retry');
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect((await postBooking(stay(0), 'new-key')).status).toBe(400);
  });

  it('stores no key for a refused request, so a corrected retry is not replayed as the refusal', async () => {
    await postBooking(stay(3), undefined, other);
    expect((await postBooking(stay(3), 'after-409')).status).toBe(409);
    expect(
      await t.db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', '=', 'after-409')
        .execute(),
    ).toEqual([]);
  });

  it('lets exactly one of five simultaneous requests with one key book; all get its answer', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postBooking(stay(3), 'simultaneous')),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(await bookingsOfVenue()).toHaveLength(1);
  });

  it('documents the header and the cancellation endpoint in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body;
    for (const path of ['/api/holidaze/bookings', '/api/holidaze/venues']) {
      expect(JSON.stringify(doc.paths[path].post.parameters)).toContain('idempotency-key');
    }
    expect(doc.paths['/api/holidaze/bookings/{id}/cancellation'].post).toBeDefined();
    const single = JSON.stringify(doc.paths['/api/holidaze/bookings/{id}'].get.responses['200']);
    for (const field of ['reference', 'status', 'cancelledAt', 'cancellationReason']) {
      expect(single).toContain(field);
    }
  });

  it('refuses a key that is empty, too long or not visible ASCII (400)', async () => {
    for (const key of ['', 'x'.repeat(256), 'has space', 'ünïcode']) {
      const response = await postBooking(stay(3), key);
      expect(response.status).toBe(400);
    }
    expect(await bookingsOfVenue()).toEqual([]);
  });

  it('gives every booking a stored, unique REF- reference, drawing again on a collision', async () => {
    references.push('REF-0000AAAA');
    const first = await postBooking(stay(3), undefined);
    references.push('REF-0000AAAA', 'REF-0000BBBB');
    const second = await postBooking(stay(6), undefined);
    expect(first.body.data.reference).toBe('REF-0000AAAA');
    expect(second.body.data.reference).toBe('REF-0000BBBB');
    const rows = await bookingsOfVenue();
    expect(rows.map((row) => row.reference).sort()).toEqual(['REF-0000AAAA', 'REF-0000BBBB']);

    const read = await t.call('GET', `/api/holidaze/bookings/${first.body.data.id}`, {
      user: traveller,
    });
    expect(read.body.data).toMatchObject({
      reference: 'REF-0000AAAA',
      status: 'confirmed',
      cancelledAt: null,
      cancellationReason: null,
    });
    const asOwner = await t.call('GET', `/api/holidaze/venues/${venueId}?_bookings=true`, {
      user: host,
    });
    expect(asOwner.body.data.bookings.map((b: { reference: string }) => b.reference)).toEqual([
      'REF-0000AAAA',
      'REF-0000BBBB',
    ]);
    const asAnyone = await t.call('GET', `/api/holidaze/venues/${venueId}?_bookings=true`);
    expect(asAnyone.body.data.bookings[0]).not.toHaveProperty('reference');
    expect(isBookingReference(first.body.data.reference)).toBe(true);
  });
});

function randomCode() {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return Array.from({ length: 8 }, () => alphabet[Math.floor(Math.random() * 32)]).join('');
}
