import { REQUEST_LIMIT_MESSAGES, addDays } from '@holidaze/domain';
import { beforeEach, expect, it } from 'vitest';
import { createRequestExpiry } from '../../src/features/bookings/booking-jobs.js';
import { testConfig } from '../../src/config.js';
import { describeEachEngine } from '../support/index.js';
import { errorWith, useTestApp, type TestUser } from './support/test-app.js';

/**
 * The holes the booking lifecycle closes, each reproduced as it was exploited: an accepted
 * request edited into another stay, one account holding a venue's calendar with requests
 * (one open request per venue, five in all, a week's wait after a refusal, the host's block
 * list, 40 simultaneous requests), the host's inbox filled by request/withdraw cycles, and a
 * host's cancellation of a stay under way refunding nights already stayed. The clock is the
 * test's.
 */
const START = new Date('2031-03-03T09:00:00.000Z');
const TODAY = '2031-03-03';
const day = (offset: number) => addDays(TODAY, offset);
const HOUR = 3_600_000;

describeEachEngine('booking lifecycle holes', (engine) => {
  let clock = START;
  let traveller: TestUser;
  let counter = 0;
  let venueId: string;
  const notices = testConfig().mail;

  const t = useTestApp(engine, {}, { now: () => clock });
  const [host] = t.useHostAndGuests('life_host');

  beforeEach(async () => {
    clock = START;
    counter += 1;
    // A traveller of their own per test: limits count across venues.
    traveller = await t.createUser(`life_guest_${counter}`);
    venueId = await newVenue('request');
  });

  async function newVenue(mode: 'request' | 'instant') {
    const id = await t.listVenue(host, { price: 100, maxGuests: 4 });
    if (mode === 'request') {
      const rules = await t.call('PUT', `/api/holidaze/venues/${id}/rules`, {
        user: host,
        body: { bookingMode: 'request', requestHours: 24 },
      });
      expect(rules.status).toBe(200);
    }
    return id;
  }
  const book = (from: number, to: number, options: { user?: TestUser; venue?: string } = {}) =>
    t.call('POST', '/api/holidaze/bookings', {
      user: options.user ?? traveller,
      body: { dateFrom: day(from), dateTo: day(to), guests: 1, venueId: options.venue ?? venueId },
    });
  const answer = (id: string, verb: 'accept' | 'decline') =>
    t.call('POST', `/api/holidaze/bookings/${id}/${verb}`, { user: host, body: {} });
  const stored = (id: string) =>
    t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const expiry = () =>
    createRequestExpiry({ db: t.db, now: () => clock, notices, pollMs: 1000, venueId });
  /** The host's mails about one booking (their subjects name its reference). */
  const hostMailsAbout = (reference: string) =>
    t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', host.email)
      .where('subject', 'like', `%${reference}%`)
      .orderBy('created_at')
      .execute();

  it('refuses to turn an accepted one-night request into 90 nights for 4 guests, keeping the stay as accepted', async () => {
    const made = await book(10, 11);
    const id = made.body.data.id;
    expect((await answer(id, 'accept')).status).toBe(200);

    const edited = await t.call('PUT', `/api/holidaze/bookings/${id}`, {
      user: traveller,
      body: { dateFrom: day(20), dateTo: day(110), guests: 4 },
    });
    expect(edited.body).toMatchObject(
      errorWith(
        409,
        'The host accepted these dates and guests: a venue that books by request cannot have them changed. Cancel and send a new request instead',
      ),
    );
    const row = await stored(id);
    expect([row.status, row.date_from, row.date_to, row.guests]).toEqual([
      'confirmed',
      day(10),
      day(11),
      1,
    ]);
    // Guests alone are the host's answer too.
    const guests = await t.call('PUT', `/api/holidaze/bookings/${id}`, {
      user: traveller,
      body: { guests: 4 },
    });
    expect(guests.status).toBe(409);
    expect((await stored(id)).guests).toBe(1);
  });

  it('still lets a traveller change a stay at an instant-book venue', async () => {
    const instant = await newVenue('instant');
    const made = await book(10, 11, { venue: instant });
    const edited = await t.call('PUT', `/api/holidaze/bookings/${made.body.data.id}`, {
      user: traveller,
      body: { dateTo: day(14), guests: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'confirmed', guests: 3 });
  });

  it('allows one waiting request per traveller and venue', async () => {
    expect((await book(10, 12)).status).toBe(201);
    const second = await book(40, 42);
    expect(second.body).toMatchObject(errorWith(409, REQUEST_LIMIT_MESSAGES.openAtVenue));
  });

  it('allows five waiting requests per traveller: the sixth of 90 nights each is refused', async () => {
    const venues = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newVenue('request')));
    const answers = [];
    for (const [i, venue] of venues.entries()) {
      answers.push(await book(2 + i * 90, 92 + i * 90, { venue }));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 409]);
    expect(answers[5]!.body).toMatchObject(errorWith(409, REQUEST_LIMIT_MESSAGES.tooManyOpen));
    // An answer frees a place: the host declines one, and the sixth may be asked.
    await answer(answers[0]!.body.data.id, 'decline');
    expect((await book(2 + 5 * 90, 92 + 5 * 90, { venue: venues[5] })).status).toBe(201);
  });

  it('makes a traveller wait seven days after a decline before asking the venue again', async () => {
    const made = await book(10, 12);
    await answer(made.body.data.id, 'decline');
    const again = await book(10, 12);
    expect(again.body).toMatchObject(
      errorWith(
        409,
        'Your last request for this venue was declined: you can ask again from 2031-03-10 09:00 UTC',
      ),
    );
    clock = new Date(START.getTime() + 7 * 24 * HOUR - 1);
    expect((await book(10, 12)).status).toBe(409);
    clock = new Date(START.getTime() + 7 * 24 * HOUR);
    expect((await book(10, 12)).status).toBe(201);
  });

  it('makes a traveller wait seven days after a request lapsed before asking again', async () => {
    await book(10, 12);
    clock = new Date(START.getTime() + 24 * HOUR);
    expect(await expiry().runDue()).toBe(1);
    const again = await book(10, 12);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toContain('was not answered');
  });

  it('lets a host block a traveller from their venues, and unblock them', async () => {
    const path = `/api/holidaze/profiles/${host.name}/blocked-travellers/${traveller.name}`;
    const blocked = await t.call('PUT', path, { user: host });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ name: traveller.name });
    const refused = await book(10, 12);
    expect(refused.body).toMatchObject(errorWith(403, REQUEST_LIMIT_MESSAGES.blocked));
    expect(await t.db.selectFrom('bookings').where('venue_id', '=', venueId).execute()).toEqual([]);
    const listed = await t.call('GET', `/api/holidaze/profiles/${host.name}/blocked-travellers`, {
      user: host,
    });
    expect(listed.body.data.map((b: { name: string }) => b.name)).toEqual([traveller.name]);

    expect((await t.call('DELETE', path, { user: host })).status).toBe(204);
    expect((await book(10, 12)).status).toBe(201);
  });

  it('keeps a block list to its own host: others 403, unknown names 404', async () => {
    const other = `/api/holidaze/profiles/${host.name}/blocked-travellers/${traveller.name}`;
    expect((await t.call('PUT', other, { user: traveller })).status).toBe(403);
    expect(
      (
        await t.call('GET', `/api/holidaze/profiles/${host.name}/blocked-travellers`, {
          user: traveller,
        })
      ).status,
    ).toBe(403);
    const unknown = `/api/holidaze/profiles/${host.name}/blocked-travellers/nobody_here`;
    expect((await t.call('PUT', unknown, { user: host })).status).toBe(404);
    const self = `/api/holidaze/profiles/${host.name}/blocked-travellers/${host.name}`;
    expect((await t.call('PUT', self, { user: host })).status).toBe(400);
    expect(await t.db.selectFrom('blocked_travellers').selectAll().execute()).toEqual([]);
  });

  it('does not limit bookings at instant-book venues (the Noroff behaviour)', async () => {
    const instant = await newVenue('instant');
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push((await book(2 + i * 3, 4 + i * 3, { venue: instant })).status);
    expect(made).toEqual(Array(7).fill(201));
  });

  it('lets 5 of 40 simultaneous 90-night requests on 40 venues through', async () => {
    const venues = await Promise.all(Array.from({ length: 40 }, () => newVenue('request')));
    const answers = await Promise.all(venues.map((venue) => book(2, 92, { venue })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    const held = await t.db
      .selectFrom('bookings')
      .innerJoin('profiles', 'profiles.id', 'bookings.customer_id')
      .select('bookings.id')
      .where('profiles.name', '=', traveller.name)
      .where('status', '=', 'requested')
      .execute();
    expect(held).toHaveLength(5);
  });

  it('sends the host no mail for a request withdrawn before its mail went', async () => {
    const made = await book(10, 12);
    const { id, reference } = made.body.data;
    const [queued] = await hostMailsAbout(reference);
    // The host's mail about a request waits ten minutes.
    expect(queued!.next_attempt_at.getTime() - queued!.created_at.getTime()).toBe(10 * 60_000);
    clock = new Date(START.getTime() + 5 * 60_000);
    expect(
      (await t.call('DELETE', `/api/holidaze/bookings/${id}`, { user: traveller })).status,
    ).toBe(204);
    expect(await hostMailsAbout(reference)).toEqual([]);
    // The host still sees both in the app.
    const kinds = await t.db
      .selectFrom('notifications')
      .select('kind')
      .where('booking_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['requestReceived', 'requestWithdrawn']);
  });

  it('tells the host of a withdrawal by mail once the request mail has gone', async () => {
    const made = await book(10, 12);
    const reference = made.body.data.reference;
    // The delivery job sent it.
    await t.db
      .updateTable('mail_outbox')
      .set({ attempts: 1, sent_at: clock })
      .where('id', '=', (await hostMailsAbout(reference))[0]!.id)
      .execute();
    await t.call('DELETE', `/api/holidaze/bookings/${made.body.data.id}`, {
      user: traveller,
    });
    const subjects = (await hostMailsAbout(reference)).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toContain('Request withdrawn');
  });

  it('refunds the nights not yet begun when the host ends a stay under way, and says so', async () => {
    const instant = await newVenue('instant');
    const made = await book(1, 5, { venue: instant });
    const id = made.body.data.id;
    const total = Number((await stored(id)).total_ore);
    // Two nights stayed (days 1 and 2), the host cancels on day 3.
    clock = new Date(`${day(3)}T10:00:00.000Z`);
    const cancelled = await t.call('POST', `/api/holidaze/bookings/${id}/cancellation`, {
      user: host,
      body: { reason: 'Burst pipe' },
    });
    expect(cancelled.status).toBe(200);
    expect(Number((await stored(id)).refund_ore)).toBe(Math.round(total / 2));
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', traveller.email)
      .where('subject', 'like', '%cancelled by the host%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('the 2 of 4 nights not yet begun');
  });
});
