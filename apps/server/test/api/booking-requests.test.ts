import { addDays, todayUtc } from '@holidaze/domain';
import { beforeEach, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createRequestExpiry } from '../../src/features/bookings/booking-jobs.js';
import { describeEachEngine } from '../support/index.js';
import { mailsTo, namesNotified, occupancyOf } from '../support/test-rows.js';
import { API_KEY, errorWith, useTestApp, type TestUser } from './support/test-app.js';

/**
 * Request to book (docs/api.md, "Booking requests"). A request holds its nights in the same
 * exclusion constraint as bookings and blocks, the host accepts or declines it, the traveller
 * withdraws it, and an unanswered one lapses in the job runner, exactly once. Every change is told
 * to the other side (notifications and outbox mail, written in the change's transaction). The clock
 * is the test's.
 */
const START = new Date('2031-05-01T09:00:00.000Z');

describeEachEngine('booking requests', (engine) => {
  let venueId: string;
  let clock = START;
  let counter = 0;
  const notices = testConfig().mail;

  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, traveller, rival] = t.useHostAndGuests('req_host', 'req_guest', 'req_rival');

  beforeEach(async () => {
    clock = START;
    counter += 1;
    venueId = await t.listVenue(host, {
      name: `Fjord cabin ${counter}`,
      price: 900,
      maxGuests: 4,
    });
    const rules = await t.call('PUT', `/api/holidaze/venues/${venueId}/rules`, {
      user: host,
      body: { bookingMode: 'request', requestHours: 24 },
    });
    expect(rules.status).toBe(200);
  });

  const day = (offset: number) => addDays(todayUtc(START), offset);
  const request = (user: TestUser, from: number, to: number) =>
    t.call('POST', '/api/holidaze/bookings', {
      user,
      body: { dateFrom: day(from), dateTo: day(to), guests: 2, venueId },
    });
  const answer = (id: string, verb: 'accept' | 'decline', user = host, message?: string) =>
    t.call('POST', `/api/holidaze/bookings/${id}/${verb}`, {
      user,
      body: message ? { message } : {},
    });
  const notificationsOf = async (user: TestUser) =>
    (await t.call('GET', '/api/holidaze/notifications', { user })).body;
  /** Who was told that the request lapsed (once each, or never). */
  const expiryNotices = (bookingId: string) => namesNotified(t.db, bookingId, 'requestExpired');
  const expiry = () => createRequestExpiry({ db: t.db, now: () => clock, notices, pollMs: 1000 });

  it('makes a request that holds its nights and tells the host', async () => {
    const made = await request(traveller, 10, 13);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      status: 'requested',
      // 24 hours to answer, well before arrival.
      expiresAt: '2031-05-02T09:00:00.000Z',
    });

    // The nights are held: nobody else can request or book them.
    expect((await request(rival, 12, 14)).status).toBe(409);
    const venue = await t.call('GET', `/api/holidaze/venues/${venueId}?_bookings=true`);
    expect(venue.body.data.bookings).toHaveLength(1);
    const search = await t.call(
      'GET',
      `/api/holidaze/venues?dateFrom=${day(11)}&dateTo=${day(12)}&available=true&limit=100`,
    );
    expect(search.body.data.map((v: { id: string }) => v.id)).not.toContain(venueId);

    const inbox = await notificationsOf(host);
    expect(inbox.meta.unreadCount).toBe(1);
    expect(inbox.data[0]).toMatchObject({
      kind: 'requestReceived',
      title: expect.stringContaining('New booking request'),
      read: false,
      booking: { id: made.body.data.id, status: 'requested' },
    });
    const [mail] = await mailsTo(t.db, host.email);
    expect(mail).toMatchObject({ category: 'requests' });
    expect(mail!.text_body).toContain(made.body.data.reference);
    expect(mail!.html_body).toContain('Answer the request');
  });

  it('marks request-to-book venues in lists and their page, and leaves instant ones in the Noroff shape', async () => {
    const instantId = await t.listVenue(host, {
      name: `Fjord cabin instant ${counter}`,
      price: 900,
      maxGuests: 4,
    });
    const found = await t.call(
      'GET',
      `/api/holidaze/venues/search?q=${encodeURIComponent('Fjord cabin')}&limit=100`,
    );
    const byId = new Map(found.body.data.map((v: { id: string }) => [v.id, v]));
    expect(byId.get(venueId)).toMatchObject({ bookingMode: 'request' });
    expect(byId.get(instantId)).not.toHaveProperty('bookingMode');
    const listed = await t.call('GET', '/api/holidaze/venues?limit=100&sort=created');
    const own = listed.body.data.find((v: { id: string }) => v.id === venueId);
    expect(own).toMatchObject({ bookingMode: 'request' });
    const page = await t.call('GET', `/api/holidaze/venues/${venueId}`);
    expect(page.body.data).toMatchObject({ bookingMode: 'request' });
    const instantPage = await t.call('GET', `/api/holidaze/venues/${instantId}`);
    expect(instantPage.body.data).not.toHaveProperty('bookingMode');
  });

  it('mails the traveller that their request was sent, and confirms their withdrawal', async () => {
    const made = await request(traveller, 14, 16);
    const { id, reference } = made.body.data;
    const sent = (await mailsTo(t.db, traveller.email)).filter((mail) =>
      mail.text_body.includes(reference),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      category: 'requests',
      subject: expect.stringContaining('Request sent'),
    });
    expect(sent[0]!.text_body).toContain('The nights are held for you until the host answers');

    await t.call('DELETE', `/api/holidaze/bookings/${id}`, { user: traveller });
    const after = (await mailsTo(t.db, traveller.email)).filter((mail) =>
      mail.text_body.includes(reference),
    );
    expect(after.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Request sent'),
      expect.stringContaining('Request withdrawn'),
    ]);
    expect(after[1]!.text_body).toContain('You withdrew your request');
  });

  it('lets only one of two travellers racing for the same nights hold them', async () => {
    const results = await Promise.all([request(traveller, 20, 23), request(rival, 21, 24)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await occupancyOf(t.db, venueId)).toHaveLength(1);
  });

  it('confirms an accepted request and sends the traveller the confirmation with the stay', async () => {
    const made = await request(traveller, 10, 12);
    const accepted = await answer(made.body.data.id, 'accept', host, 'Welcome!');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'confirmed',
      hostMessage: 'Welcome!',
      expiresAt: null,
    });
    const inbox = await notificationsOf(traveller);
    expect(inbox.data[0]).toMatchObject({
      kind: 'requestAccepted',
      booking: { status: 'confirmed' },
    });
    const confirmation = (await mailsTo(t.db, traveller.email)).find(
      (mail) => mail.category === 'confirmation',
    );
    expect(confirmation!.attachments).toHaveLength(1);
    expect(confirmation!.attachments[0]!.content).toContain(
      `DTSTART;VALUE=DATE:${day(10).replace(/-/g, '')}`,
    );
    // Answered once: a second answer is refused.
    expect((await answer(made.body.data.id, 'decline')).body).toMatchObject(
      errorWith(409, 'This request can no longer be answered: it is confirmed'),
    );
  });

  it('frees the nights of a declined request and tells the traveller why', async () => {
    const made = await request(traveller, 30, 33);
    const declined = await answer(made.body.data.id, 'decline', host, 'Closed for painting');
    expect(declined.body.data).toMatchObject({ status: 'declined' });
    expect((await request(rival, 30, 33)).status).toBe(201);
    const inbox = await notificationsOf(traveller);
    expect(inbox.data[0]).toMatchObject({ kind: 'requestDeclined' });
    expect(inbox.data[0].body).toContain('Closed for painting');
  });

  it("shows the answer on the host's request notification and marks it read", async () => {
    const requestNotice = async (bookingId: string) =>
      (await notificationsOf(host)).data.find(
        (entry: { kind: string; booking?: { id: string } }) =>
          entry.kind === 'requestReceived' && entry.booking?.id === bookingId,
      );
    const accepted = (await request(traveller, 50, 52)).body.data.id;
    const declined = (await request(rival, 53, 55)).body.data.id;
    expect(await requestNotice(accepted)).toMatchObject({ read: false });
    // The deadline goes with the booking, for the app to show in the host's own zone.
    const waiting = await requestNotice(accepted);
    expect(waiting.body).not.toMatch(/Answer by|UTC/);
    expect(Date.parse(waiting.booking.answerBy)).toBeGreaterThan(Date.parse('2000-01-01'));

    await answer(accepted, 'accept');
    await answer(declined, 'decline');
    const yes = await requestNotice(accepted);
    expect(yes).toMatchObject({ read: true, title: expect.stringMatching(/accepted/i) });
    expect(yes.booking.answerBy).toBeNull();
    expect(yes.body).toContain('You accepted');
    expect(yes.body).not.toContain('Answer by');
    const no = await requestNotice(declined);
    expect(no).toMatchObject({ read: true, title: expect.stringMatching(/declined/i) });
    expect(no.body).toContain('You declined');
    // The traveller's own notices are not touched.
    expect((await notificationsOf(traveller)).data[0]).toMatchObject({ read: false });
    // A link to the declined request still opens it for the host, and for nobody else.
    const read = (user: TestUser) =>
      t.call('GET', `/api/holidaze/bookings/${declined}?_venue=true&_customer=true`, { user });
    expect((await read(host)).body.data).toMatchObject({ id: declined, status: 'declined' });
    expect((await read(traveller)).status).toBe(404);
  });

  it('lets only the venue owner answer, and hides the request from strangers', async () => {
    const made = await request(traveller, 40, 42);
    const id = made.body.data.id;
    expect((await answer(id, 'accept', traveller)).status).toBe(403);
    expect((await answer(id, 'accept', rival)).status).toBe(404);
    const anonymous = await t.call('POST', `/api/holidaze/bookings/${id}/accept`, {
      body: {},
    });
    expect(anonymous.status).toBe(401);
  });

  it('withdraws a request when the traveller cancels it, keeping it listed for both', async () => {
    const made = await request(traveller, 50, 52);
    const id = made.body.data.id;
    const withdrawn = await t.call('DELETE', `/api/holidaze/bookings/${id}`, {
      user: traveller,
    });
    expect(withdrawn.status).toBe(204);
    const row = await t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('cancelled');
    expect((await notificationsOf(host)).data[0]).toMatchObject({ kind: 'requestWithdrawn' });
    expect((await answer(id, 'accept')).status).toBe(409);
  });

  it('lapses an unanswered request once, on the clock, and refuses a late answer', async () => {
    const made = await request(traveller, 10, 12);
    const id = made.body.data.id;
    clock = new Date(START.getTime() + 23 * 3_600_000);
    expect(await expiry().runDue()).toBe(0);

    clock = new Date(START.getTime() + 24 * 3_600_000);
    // Past its time, it can no longer be accepted even before the job has run.
    expect((await answer(id, 'accept')).body).toMatchObject(
      errorWith(409, 'This request can no longer be answered: it is expired'),
    );
    // Two instances' jobs at once: the request lapses once, and is told once.
    await Promise.all([expiry().runDue(), expiry().runDue()]);
    await expiry().runDue();

    const booking = await t.call('GET', `/api/holidaze/bookings/${id}`, { user: traveller });
    expect(booking.body.data.status).toBe('expired');
    expect(await expiryNotices(id)).toEqual([host.name, traveller.name].sort());
    expect((await request(rival, 10, 12)).status).toBe(201);
  });

  it('lapses a request when its arrival comes before the host answered', async () => {
    const made = await request(traveller, 1, 3);
    // Made at 09:00 for tomorrow: it lapses at midnight, before the 24 hours are up.
    expect(made.body.data.expiresAt).toBe(`${day(1)}T00:00:00.000Z`);
    clock = new Date(`${day(1)}T00:00:00.000Z`);
    await expiry().runDue();
    expect(await expiryNotices(made.body.data.id)).toHaveLength(2);
  });

  it('lets exactly one of an answer and the expiry win when they race', async () => {
    for (let round = 0; round < 6; round++) {
      clock = START;
      // A traveller whose request lapsed waits a week to ask this venue again: one each round.
      const racer = await t.createUser(`req_race_${round}`);
      const made = await request(racer, 60 + round * 3, 62 + round * 3);
      const id = made.body.data.id;
      // The answer reads the clock just before the deadline, the expiry job just after.
      clock = new Date(START.getTime() + 24 * 3_600_000 - 1);
      const deadline = new Date(START.getTime() + 24 * 3_600_000);
      const lateExpiry = createRequestExpiry({
        db: t.db,
        now: () => deadline,
        notices,
        pollMs: 1000,
      });
      const [accepted] = await Promise.all([answer(id, 'accept'), lateExpiry.runDue()]);
      const row = await t.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const told = await expiryNotices(id);
      if (accepted.status === 200) {
        expect([row.status, told]).toEqual(['confirmed', []]);
      } else {
        expect([accepted.status, row.status, told.length]).toEqual([409, 'expired', 2]);
      }
    }
  });

  it('turns a Noroff client’s booking on a request-to-book venue into a request', async () => {
    const made = await t.call('POST', '/api/holidaze/bookings', {
      user: traveller,
      headers: { 'x-noroff-api-key': API_KEY },
      // A client east of UTC sends local midnight as an instant.
      body: {
        dateFrom: `${day(69)}T22:00:00.000Z`,
        dateTo: `${day(71)}T22:00:00.000Z`,
        guests: 1,
        venueId,
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      dateFrom: `${day(70)}T00:00:00.000Z`,
      status: 'requested',
    });
  });

  it('refuses a request that would leave the host under an hour to answer', async () => {
    clock = new Date(`${day(0)}T23:30:00.000Z`);
    const made = await request(traveller, 1, 2);
    expect(made.status).toBe(400);
    expect(made.body.errors[0].message).toContain('later arrival date');
  });

  it('marks notifications read, one or all, only for their owner', async () => {
    await request(traveller, 80, 81);
    await request(rival, 82, 83);
    const inbox = await notificationsOf(host);
    expect(inbox.meta.unreadCount).toBeGreaterThanOrEqual(2);
    const first = inbox.data[0].id;
    const stranger = await t.call('POST', `/api/holidaze/notifications/${first}/read`, {
      user: traveller,
    });
    expect(stranger.status).toBe(404);
    const read = await t.call('POST', `/api/holidaze/notifications/${first}/read`, {
      user: host,
    });
    expect(read.body.data.unreadCount).toBe(inbox.meta.unreadCount - 1);
    await t.call('POST', '/api/holidaze/notifications/read', { user: host });
    const unread = await t.call('GET', '/api/holidaze/notifications/unread', { user: host });
    expect(unread.body.data.unreadCount).toBe(0);
  });

  it('tells the host of an instant booking and its cancellation, and the traveller of the host’s', async () => {
    await t.call('PUT', `/api/holidaze/venues/${venueId}/rules`, {
      user: host,
      body: { bookingMode: 'instant' },
    });
    const first = await request(traveller, 90, 92);
    expect(first.body.data.status).toBe('confirmed');
    const second = await request(traveller, 93, 95);
    expect((await notificationsOf(host)).data[0]).toMatchObject({ kind: 'bookingReceived' });
    const confirmations = (await mailsTo(t.db, traveller.email)).filter(
      (mail) => mail.category === 'confirmation',
    );
    expect(confirmations.length).toBeGreaterThanOrEqual(2);

    await t.call('DELETE', `/api/holidaze/bookings/${first.body.data.id}`, {
      user: traveller,
    });
    expect((await notificationsOf(host)).data[0]).toMatchObject({
      kind: 'bookingCancelledByGuest',
      booking: null,
    });
    // The traveller gets their own confirmation of the cancellation.
    const cancelled = (await mailsTo(t.db, traveller.email)).filter(
      (mail) =>
        mail.text_body.includes(first.body.data.reference) &&
        mail.subject.startsWith('Booking cancelled'),
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ category: 'bookings' });
    expect(cancelled[0]!.text_body).toContain('You cancelled your booking');
    await t.call('POST', `/api/holidaze/bookings/${second.body.data.id}/cancellation`, {
      user: host,
      body: { reason: 'Storm damage' },
    });
    const told = (await notificationsOf(traveller)).data[0];
    expect(told).toMatchObject({ kind: 'bookingCancelledByHost' });
    expect(told.body).toContain('Storm damage');
  });
});
