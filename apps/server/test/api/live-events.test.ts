import type { AddressInfo } from 'node:net';
import { addDays, SHARED_AFTER_BOOKING, todayUtc } from '@holidaze/domain';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { createLiveEventPruning } from '../../src/features/live/live-event-pruning.js';
import { describeEachEngine } from '../support/index.js';
import { isEvent, openLiveStream, type ReadEvent } from './support/live-stream-client.js';
import { useTestApp, type Json, type TestUser } from './support/test-app.js';

/**
 * The live stream (docs/api.md, "Live events"): what it carries, resuming with Last-Event-ID
 * without missing anything, the replay window, the per-person cap, the heartbeat and draining.
 * Over a real socket, read as the web app reads it.
 */
describeEachEngine('live events', (engine) => {
  let venueId: string;
  let origin: string;
  let counter = 0;
  let clock = new Date();
  const t = useTestApp(
    engine,
    {
      live: {
        streamsPerPerson: 3,
        streamsPerInstance: 100,
        heartbeatMs: 200,
        replayWindowMs: 86_400_000,
      },
    },
    { now: () => clock },
  );
  const [host, guest] = t.useHostAndGuests('live_host', 'live_guest');

  beforeAll(async () => {
    // Older accounts: a new one may start only three conversations a day (docs/security.md).
    await t.db
      .updateTable('profiles')
      .set({ created_at: new Date(Date.now() - 30 * 86_400_000) })
      .execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  beforeEach(async () => {
    counter += 1;
    clock = new Date(Date.now() + counter * 3_600_000);
    venueId = await t.listVenue(host, { price: 1200, maxGuests: 4 });
  });

  const ask = (body: string) => t.startConversation(guest, venueId, body);
  const say = async (user: TestUser, conversationId: string, body: string) => {
    const sent = await t.call('POST', `/api/holidaze/conversations/${conversationId}/messages`, {
      user,
      body: { body },
    });
    expect(sent.status).toBe(201);
    return sent.body.data as Json;
  };
  const bodyOf = (event: ReadEvent) => (event.data as Json).message.body as string;

  it('opens with the id to resume from, then carries each message to both sides', async () => {
    const hostStream = await openLiveStream(origin, host);
    const guestStream = await openLiveStream(origin, guest);
    try {
      expect(hostStream.status).toBe(200);
      const opening = await hostStream.next((event) => event.id !== undefined);
      expect(opening.id).toMatch(/^\d+$/);
      const conversation = await ask('Call me on 912 34 567');
      const toHost = await hostStream.next(isEvent('message'));
      expect(toHost.data).toMatchObject({
        conversationId: conversation.id,
        message: { sender: guest.name, body: `Call me on ${SHARED_AFTER_BOOKING}` },
      });
      expect(BigInt(toHost.id!)).toBeGreaterThan(BigInt(opening.id!));
      // The writer's own tabs hear it too, as written.
      expect(bodyOf(await guestStream.next(isEvent('message')))).toBe('Call me on 912 34 567');

      const read = await t.call('POST', `/api/holidaze/conversations/${conversation.id}/read`, {
        user: host,
      });
      expect(read.status).toBe(204);
      const readEvent = await hostStream.next(isEvent('read'));
      expect(readEvent.data).toEqual({
        conversationId: conversation.id,
        unreadMessages: expect.any(Number),
      });
    } finally {
      hostStream.close();
      guestStream.close();
    }
  });

  it('tells both sides of a booking its state, and the host the bell’s count', async () => {
    const hostStream = await openLiveStream(origin, host);
    try {
      await hostStream.next((event) => event.id !== undefined);
      const day = addDays(todayUtc(clock), 30);
      const booked = await t.call('POST', '/api/holidaze/bookings', {
        user: guest,
        body: { venueId, dateFrom: day, dateTo: addDays(day, 2), guests: 2 },
      });
      expect(booked.status).toBe(201);
      const booking = await hostStream.next(isEvent('booking'));
      expect(booking.data).toEqual({ bookingId: booked.body.data.id, status: 'confirmed' });
      const bell = await t.call('GET', '/api/holidaze/notifications/unread', { user: host });
      const counted = await hostStream.next(isEvent('notifications'));
      expect(counted.data).toEqual({ unreadCount: bell.body.data.unreadCount });
    } finally {
      hostStream.close();
    }
  });

  it('resumes a dropped stream from Last-Event-ID and misses nothing', async () => {
    const conversation = await ask('first');
    const first = await openLiveStream(origin, host);
    await first.next((event) => event.id !== undefined);
    await say(guest, conversation.id, 'before the drop');
    const seen = await first.next(isEvent('message'));
    expect(bodyOf(seen)).toBe('before the drop');
    first.close();
    await first.ended;

    // While the phone is away: three messages, from both sides.
    await say(guest, conversation.id, 'missed 1');
    await say(host, conversation.id, 'missed 2');
    await say(guest, conversation.id, 'missed 3');

    const resumed = await openLiveStream(origin, host, seen.id);
    try {
      const replayed = [
        await resumed.next(isEvent('message')),
        await resumed.next(isEvent('message')),
        await resumed.next(isEvent('message')),
      ];
      expect(replayed.map(bodyOf)).toEqual(['missed 1', 'missed 2', 'missed 3']);
      const ids = replayed.map((event) => BigInt(event.id!));
      expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
      await say(guest, conversation.id, 'live again');
      expect(bodyOf(await resumed.next(isEvent('message')))).toBe('live again');
    } finally {
      resumed.close();
    }
  });

  it('tells a client resuming from before the replay window, or from an unknown id, to refetch', async () => {
    const stream = await openLiveStream(origin, host);
    await stream.next((event) => event.id !== undefined);
    const conversation = await ask('old news');
    const old = await stream.next(isEvent('message'));
    stream.close();
    await say(guest, conversation.id, 'later');
    clock = new Date(clock.getTime() + 86_400_000 + 1_000);
    await say(guest, conversation.id, 'a day later');
    const pruned = await createLiveEventPruning({
      db: t.db,
      now: () => clock,
      replayWindowMs: 86_400_000,
      pollMs: 1_000,
    }).runDue();
    expect(pruned).toBeGreaterThan(0);

    for (const lastEventId of [String(BigInt(old.id!) - 1n), 'not-a-number', '999999999999999']) {
      const resumed = await openLiveStream(origin, host, lastEventId);
      try {
        const first = await resumed.next((event) => event.event !== undefined);
        expect(first.event, lastEventId).toBe('refetch');
        expect(first.id).toMatch(/^\d+$/);
      } finally {
        resumed.close();
      }
    }
  });

  it('holds at most the configured streams per person, and sends a heartbeat', async () => {
    const streams = [
      await openLiveStream(origin, guest),
      await openLiveStream(origin, guest),
      await openLiveStream(origin, guest),
    ];
    try {
      await Promise.all(streams.map((stream) => stream.next((event) => event.id !== undefined)));
      const refused = await openLiveStream(origin, guest);
      expect(refused.status).toBe(429);
      await refused.ended;
      expect((await streams[0]!.next((event) => event.comment === 'heartbeat')).comment).toBe(
        'heartbeat',
      );
      streams.pop()!.close();
      // Once the server has seen a stream close, another may open.
      await expect
        .poll(async () => {
          const again = await openLiveStream(origin, guest);
          again.close();
          return again.status;
        })
        .toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
