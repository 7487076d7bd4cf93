import { addDays, MESSAGE_LIMITS, SHARED_AFTER_BOOKING, todayUtc } from '@holidaze/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { insertProfile } from '../support/test-rows.js';
import { errorWith, useTestApp, type Json, type TestUser } from './support/test-app.js';

/**
 * Conversations between a traveller and a venue's host (docs/api.md, "Conversations"): who may
 * read and write them, every bad input, blocks, reports, the contact details hidden before a
 * confirmed booking, and the limits (docs/security.md, "Conversations"). The clock is the test's.
 */
const START = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 4, 1, 9));
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const insertProfiles = async (db: Parameters<typeof insertProfile>[0], names: string[]) => {
  for (const name of names) await insertProfile(db, name);
};

describeEachEngine('conversations', (engine) => {
  let venueId: string;
  let counter = 0;
  let clock = START;
  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, guest, stranger] = t.useHostAndGuests('conv_host', 'conv_guest', 'conv_other');

  beforeAll(async () => {
    // Older accounts: the new-account limit on conversations has its own test.
    await t.db
      .updateTable('profiles')
      .set({ created_at: new Date(START.getTime() - 30 * 86_400_000) })
      .execute();
  });

  beforeEach(async () => {
    counter += 1;
    // Each test a minute later: the per-minute limit starts afresh.
    clock = new Date(START.getTime() + counter * 3_600_000);
    venueId = await t.listVenue(host, {
      name: `Harbour loft ${counter}`,
      price: 1200,
      maxGuests: 4,
    });
  });

  const start = (user: TestUser | undefined, body: unknown) =>
    t.call('POST', '/api/holidaze/conversations', { user, body });
  const send = (user: TestUser | undefined, id: string, body: unknown) =>
    t.call('POST', `/api/holidaze/conversations/${id}/messages`, { user, body });
  const messages = (user: TestUser | undefined, id: string, query = '') =>
    t.call('GET', `/api/holidaze/conversations/${id}/messages${query}`, { user });
  const unread = async (user: TestUser) =>
    (await t.call('GET', '/api/holidaze/conversations/unread', { user })).body.data
      .unreadMessages as number;
  const storedMessages = async () =>
    Number(
      (
        await t.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const opened = async (body = 'Is there parking?') => {
    const made = await start(guest, { venueId, body });
    expect(made.status).toBe(201);
    return made.body.data as Json;
  };

  it('opens the traveller–venue conversation, and adds to it the second time', async () => {
    const first = await start(guest, { venueId, body: '  Is there parking?  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      data: expect.objectContaining({
        id: expect.any(String),
        venue: expect.objectContaining({ id: venueId, name: `Harbour loft ${counter}` }),
        other: { name: host.name, avatar: expect.objectContaining({ url: expect.any(String) }) },
        role: 'guest',
        booking: null,
        lastMessage: expect.objectContaining({ sender: guest.name, body: 'Is there parking?' }),
        unread: 0,
        blocked: false,
      }),
      meta: {},
    });
    const second = await start(guest, { venueId, body: 'And can we bring a dog?' });
    expect(second.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    const page = await messages(host, first.body.data.id);
    expect(page.status).toBe(200);
    expect(page.body.data.map((m: Json) => m.body)).toEqual([
      'Is there parking?',
      'And can we bring a dog?',
    ]);
    expect(page.body.meta).toEqual({ hasOlder: false });
  });

  it('lists both sides their conversations, newest activity first, with unread marks', async () => {
    const conversation = await opened();
    const hostView = await t.call('GET', '/api/holidaze/conversations', { user: host });
    expect(hostView.status).toBe(200);
    expect(hostView.body.data[0]).toMatchObject({
      id: conversation.id,
      role: 'host',
      other: { name: guest.name },
      unread: 1,
    });
    expect(hostView.body.meta).toMatchObject({ currentPage: 1, isFirstPage: true });
    const before = await unread(host);
    expect(before).toBeGreaterThanOrEqual(1);

    clock = new Date(clock.getTime() + 1_000);
    expect((await send(host, conversation.id, { body: 'Yes, two spaces.' })).status).toBe(201);
    const guestView = await t.call('GET', '/api/holidaze/conversations?limit=1', {
      user: guest,
    });
    expect(guestView.body.data).toHaveLength(1);
    expect(guestView.body.data[0]).toMatchObject({ id: conversation.id, role: 'guest', unread: 1 });

    const read = await t.call('POST', `/api/holidaze/conversations/${conversation.id}/read`, {
      user: host,
    });
    expect(read.status).toBe(204);
    expect(await unread(host)).toBe(before - 1);
    const single = await t.call('GET', `/api/holidaze/conversations/${conversation.id}`, {
      user: host,
    });
    expect(single.body.data).toMatchObject({ unread: 0, lastMessage: { sender: host.name } });
  });

  it('answers someone else’s conversation exactly as a missing one', async () => {
    const conversation = await opened();
    const missing = await t.call('GET', `/api/holidaze/conversations/${MISSING_ID}`, {
      user: stranger,
    });
    expect(missing.status).toBe(404);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', '/messages', undefined],
      ['POST', '/messages', { body: 'Hello' }],
      ['POST', '/read', undefined],
    ] as const) {
      const other = await t.call(method, `/api/holidaze/conversations/${conversation.id}${path}`, {
        user: stranger,
        body,
      });
      const none = await t.call(method, `/api/holidaze/conversations/${MISSING_ID}${path}`, {
        user: stranger,
        body,
      });
      expect(other.status).toBe(404);
      expect(other.body).toEqual(none.body);
    }
    const inbox = await t.call('GET', '/api/holidaze/conversations', { user: stranger });
    expect(inbox.body.data.map((c: Json) => c.id)).not.toContain(conversation.id);
    expect((await messages(guest, conversation.id)).body.data).toHaveLength(1);
  });

  it('asks for a sign-in on every route', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/holidaze/conversations', { venueId, body: 'Hi' }],
      ['GET', '/api/holidaze/conversations'],
      ['GET', '/api/holidaze/conversations/unread'],
      ['GET', `/api/holidaze/conversations/${MISSING_ID}`],
      ['GET', `/api/holidaze/conversations/${MISSING_ID}/messages`],
      ['POST', `/api/holidaze/conversations/${MISSING_ID}/messages`, { body: 'Hi' }],
      ['POST', `/api/holidaze/conversations/${MISSING_ID}/read`],
      ['POST', `/api/holidaze/messages/${MISSING_ID}/report`, { reason: 'Spam' }],
      ['PUT', '/api/holidaze/profiles/conv_host/block'],
      ['DELETE', '/api/holidaze/profiles/conv_host/block'],
      ['GET', '/api/holidaze/events'],
    ] as const) {
      const answer = await t.call(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses the host a conversation with their own venue, and an unknown venue', async () => {
    const own = await start(host, { venueId, body: 'Hello me' });
    expect(own.status).toBe(400);
    expect(own.body).toEqual(errorWith(400, 'You cannot start a conversation with your own venue'));
    expect((await start(guest, { venueId: MISSING_ID, body: 'Hello' })).status).toBe(404);
  });

  describe('refuses bad input with 400 and stores nothing', () => {
    const tooLong = 'x'.repeat(2001);
    it.each([
      ['an empty body', ''],
      ['only spaces', '   \n '],
      ['2,001 characters', tooLong],
      ['a NUL character', 'Hi\u0000there'],
      ['a number', 42],
      ['nothing', undefined],
    ])('a message of %s', async (_what, body) => {
      const conversation = await opened();
      const before = await storedMessages();
      const started = await start(guest, { venueId, body });
      const sent = await send(guest, conversation.id, { body });
      expect(started.status).toBe(400);
      expect(sent.status).toBe(400);
      expect(await storedMessages()).toBe(before);
    });

    it('2,000 characters are fine', async () => {
      const conversation = await opened();
      expect((await send(guest, conversation.id, { body: 'x'.repeat(2000) })).status).toBe(201);
    });

    it('a venue id that is not one, an id that is not one, a bad page', async () => {
      expect((await start(guest, { venueId: 'nope', body: 'Hi' })).status).toBe(400);
      expect((await start(guest, { body: 'Hi' })).status).toBe(400);
      expect((await messages(guest, 'nope')).status).toBe(400);
      const conversation = await opened();
      expect((await messages(guest, conversation.id, '?limit=0')).status).toBe(400);
      expect((await messages(guest, conversation.id, '?limit=101')).status).toBe(400);
      expect((await messages(guest, conversation.id, '?before=nope')).status).toBe(400);
      // A message of another conversation is not a place to page from.
      expect((await messages(guest, conversation.id, `?before=${MISSING_ID}`)).status).toBe(400);
    });
  });

  it('pages back through the messages, oldest first', async () => {
    const conversation = await opened('message 0');
    for (let i = 1; i < 7; i++) {
      clock = new Date(clock.getTime() + 1_000);
      const sender = i % 2 === 0 ? guest : host;
      expect((await send(sender, conversation.id, { body: `message ${i}` })).status).toBe(201);
    }
    const latest = await messages(guest, conversation.id, '?limit=3');
    expect(latest.body.data.map((m: Json) => m.body)).toEqual([
      'message 4',
      'message 5',
      'message 6',
    ]);
    expect(latest.body.meta.hasOlder).toBe(true);
    const older = await messages(
      guest,
      conversation.id,
      `?limit=3&before=${latest.body.data[0].id}`,
    );
    expect(older.body.data.map((m: Json) => m.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
    const oldest = await messages(
      guest,
      conversation.id,
      `?limit=3&before=${older.body.data[0].id}`,
    );
    expect(oldest.body.data.map((m: Json) => m.body)).toEqual(['message 0']);
    expect(oldest.body.meta.hasOlder).toBe(false);
  });

  it('hides contact details from the other side until the pair has a confirmed booking', async () => {
    const written = 'Mail me at kari@example.no or call +47 912 34 567';
    const conversation = await opened(written);
    const hidden = `Mail me at ${SHARED_AFTER_BOOKING} or call ${SHARED_AFTER_BOOKING}`;
    expect((await messages(host, conversation.id)).body.data[0].body).toBe(hidden);
    expect((await messages(guest, conversation.id)).body.data[0].body).toBe(written);
    const inbox = await t.call('GET', `/api/holidaze/conversations/${conversation.id}`, {
      user: host,
    });
    expect(inbox.body.data.lastMessage.body).toBe(hidden);

    const day = addDays(todayUtc(clock), 20);
    const booked = await t.call('POST', '/api/holidaze/bookings', {
      user: guest,
      body: { venueId, dateFrom: day, dateTo: addDays(day, 2), guests: 2 },
    });
    expect(booked.status).toBe(201);
    expect((await messages(host, conversation.id)).body.data[0].body).toBe(written);
    const withBooking = await t.call('GET', `/api/holidaze/conversations/${conversation.id}`, {
      user: host,
    });
    expect(withBooking.body.data.booking).toMatchObject({
      id: booked.body.data.id,
      status: 'confirmed',
      guests: 2,
    });
  });

  it('puts a booking in the pair’s conversation, opening it when there is none', async () => {
    const day = addDays(todayUtc(clock), 25);
    const booked = await t.call('POST', '/api/holidaze/bookings', {
      user: guest,
      body: { venueId, dateFrom: day, dateTo: addDays(day, 3), guests: 1 },
    });
    expect(booked.status).toBe(201);
    const hostInbox = await t.call('GET', '/api/holidaze/conversations?limit=1', {
      user: host,
    });
    expect(hostInbox.body.data[0]).toMatchObject({
      venue: { id: venueId },
      other: { name: guest.name },
      booking: { id: booked.body.data.id, status: 'confirmed' },
      lastMessage: null,
      unread: 0,
    });
    const asked = await start(guest, { venueId, body: 'Where is the key?' });
    expect(asked.body.data.id).toBe(hostInbox.body.data[0].id);
  });

  it('lets a blocked person send the blocker no messages and no booking requests', async () => {
    const conversation = await opened();
    expect(
      (await t.call('PUT', `/api/holidaze/profiles/${guest.name}/block`, { user: host })).status,
    ).toBe(204);
    const before = await storedMessages();
    const refused = await send(guest, conversation.id, { body: 'Hello?' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(
      errorWith(
        403,
        'This person has blocked you: you cannot send them messages or booking requests.',
      ),
    );
    expect((await start(guest, { venueId, body: 'Hello?' })).status).toBe(403);
    const day = addDays(todayUtc(clock), 40);
    const booking = await t.call('POST', '/api/holidaze/bookings', {
      user: guest,
      body: { venueId, dateFrom: day, dateTo: addDays(day, 1), guests: 1 },
    });
    expect(booking.status).toBe(403);
    // The blocker cannot write to the person they blocked either, until they unblock.
    expect((await send(host, conversation.id, { body: 'Bye' })).status).toBe(403);
    expect(await storedMessages()).toBe(before);
    const hostView = await t.call('GET', `/api/holidaze/conversations/${conversation.id}`, {
      user: host,
    });
    expect(hostView.body.data.blocked).toBe(true);

    expect(
      (await t.call('DELETE', `/api/holidaze/profiles/${guest.name}/block`, { user: host })).status,
    ).toBe(204);
    expect((await send(guest, conversation.id, { body: 'Hello again' })).status).toBe(201);
  });

  it('refuses blocking oneself or an unknown person', async () => {
    const self = await t.call('PUT', `/api/holidaze/profiles/${host.name}/block`, {
      user: host,
    });
    expect(self.status).toBe(400);
    const unknown = await t.call('PUT', '/api/holidaze/profiles/nobody_here/block', {
      user: host,
    });
    expect(unknown.status).toBe(404);
  });

  it('takes a report of a message received, once, and refuses the others', async () => {
    const conversation = await opened();
    const [message] = (await messages(host, conversation.id)).body.data as Json[];
    const report = (user: TestUser, id: string, reason: unknown) =>
      t.call('POST', `/api/holidaze/messages/${id}/report`, { user, body: { reason } });
    expect((await report(guest, message.id, 'Mine')).status).toBe(400);
    expect((await report(stranger, message.id, 'Spam')).status).toBe(404);
    expect((await report(host, message.id, '')).status).toBe(400);
    expect((await report(host, message.id, 'x'.repeat(501))).status).toBe(400);
    expect((await report(host, message.id, 'a\u0000b')).status).toBe(400);
    expect((await report(host, message.id, 'Asks to pay outside')).status).toBe(204);
    expect((await report(host, message.id, 'Again')).status).toBe(204);
    const stored = await t.db
      .selectFrom('message_reports')
      .select('reason')
      .where('message_id', '=', message.id)
      .execute();
    expect(stored).toEqual([{ reason: 'Asks to pay outside' }]);
  });

  it(`lets a person send ${MESSAGE_LIMITS.messagesPerMinute} messages a minute`, async () => {
    const conversation = await opened();
    for (let i = 1; i < MESSAGE_LIMITS.messagesPerMinute; i++) {
      expect((await send(guest, conversation.id, { body: `m${i}` })).status).toBe(201);
    }
    const refused = await send(guest, conversation.id, { body: 'one too many' });
    expect(refused.status).toBe(429);
    clock = new Date(clock.getTime() + 61_000);
    expect((await send(guest, conversation.id, { body: 'a minute later' })).status).toBe(201);
  });

  it(`lets a person send ${MESSAGE_LIMITS.messagesPerHour} messages an hour`, async () => {
    const conversation = await opened();
    for (let i = 1; i < MESSAGE_LIMITS.messagesPerHour; i++) {
      if (i % MESSAGE_LIMITS.messagesPerMinute === 0) clock = new Date(clock.getTime() + 61_000);
      expect((await send(guest, conversation.id, { body: `m${i}` })).status).toBe(201);
    }
    clock = new Date(clock.getTime() + 61_000);
    const refused = await send(guest, conversation.id, { body: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(
      errorWith(
        429,
        `You can send at most ${MESSAGE_LIMITS.messagesPerHour} messages an hour. Please try again later.`,
      ),
    );
  });

  it(`takes ${MESSAGE_LIMITS.reportsPerDay} reports and ${MESSAGE_LIMITS.blocksPerDay} blocks a day from one person`, async () => {
    // A pair of their own: the others' messages and reports of earlier tests count for a day.
    const [reporter, writer] = await t.createHostAndGuests(
      `conv_rh${counter}`,
      `conv_rg${counter}`,
    );
    const own = await t.listVenue(reporter, { price: 800, maxGuests: 2 });
    const conversation = (await start(writer, { venueId: own, body: 'first' })).body.data as Json;
    const ids: string[] = [];
    for (let i = 0; i <= MESSAGE_LIMITS.reportsPerDay; i++) {
      if (i % MESSAGE_LIMITS.messagesPerMinute === 0) clock = new Date(clock.getTime() + 61_000);
      const sent = await send(writer, conversation.id, { body: `spam ${i}` });
      expect(sent.status).toBe(201);
      ids.push(sent.body.data.id);
    }
    for (const [i, id] of ids.entries()) {
      const report = await t.call('POST', `/api/holidaze/messages/${id}/report`, {
        user: reporter,
        body: { reason: 'Spam' },
      });
      expect(report.status).toBe(i < MESSAGE_LIMITS.reportsPerDay ? 204 : 429);
    }
    const names = Array.from(
      { length: MESSAGE_LIMITS.blocksPerDay + 1 },
      (_, i) => `blk${counter}_${i}`,
    );
    await insertProfiles(t.db, names);
    for (const [i, name] of names.entries()) {
      const block = await t.call('PUT', `/api/holidaze/profiles/${name}/block`, {
        user: stranger,
      });
      expect(block.status).toBe(i < MESSAGE_LIMITS.blocksPerDay ? 204 : 429);
    }
    clock = new Date(clock.getTime() + 86_400_000 + 1_000);
    const nextDay = await t.call('PUT', `/api/holidaze/profiles/${names.at(-1)}/block`, {
      user: reporter,
    });
    expect(nextDay.status).toBe(204);
  });

  it(`lets a new account start ${MESSAGE_LIMITS.newAccountConversationsPerDay} conversations a day`, async () => {
    const newcomer = await t.createUser(`conv_new${counter}`);
    await t.db
      .updateTable('profiles')
      .set({ created_at: clock })
      .where('name', '=', newcomer.name)
      .execute();
    for (let i = 0; i <= MESSAGE_LIMITS.newAccountConversationsPerDay; i++) {
      const id = await t.listVenue(host, { price: 800, maxGuests: 2 });
      const made = await start(newcomer, { venueId: id, body: 'Free next week?' });
      expect(made.status).toBe(i < MESSAGE_LIMITS.newAccountConversationsPerDay ? 201 : 429);
    }
    // A conversation a booking opened is the booking's, and writing in it is no new one.
    const day = addDays(todayUtc(clock), 50);
    const booked = await t.call('POST', '/api/holidaze/bookings', {
      user: newcomer,
      body: { venueId, dateFrom: day, dateTo: addDays(day, 1), guests: 1 },
    });
    expect(booked.status).toBe(201);
    expect((await start(newcomer, { venueId, body: 'Where is the key?' })).status).toBe(201);
    clock = new Date(clock.getTime() + 86_400_000 + 1_000);
    const nextDay = await t.listVenue(host, { price: 800, maxGuests: 2 });
    expect((await start(newcomer, { venueId: nextDay, body: 'Free next week?' })).status).toBe(201);
  });
});
