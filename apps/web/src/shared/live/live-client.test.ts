import type { LiveEvent, Message } from '@holidaze/domain';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStream } from '../../test/handlers/live-events';
import { server } from '../../test/server';
import { backoffDelay, BACKOFF_MAX_MS, createLiveClient, type Network } from './live-client';
import type { LiveStatus } from './live-status';
import { parseLiveEvent } from './parse-live-event';

const message = (id: string): Message => ({
  id,
  conversationId: 'c-1',
  sender: 'host',
  body: `message ${id}`,
  created: '2026-11-26T10:00:00.000Z',
});
const said = (id: string): LiveEvent => ({
  type: 'message',
  data: { conversationId: 'c-1', message: message(id) },
});

/** A wait the test ends: each call is kept with its length until the test lets it go. */
function manualWait() {
  const waits: { ms: number; go: () => void }[] = [];
  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      waits.push({ ms, go: resolve });
      signal.addEventListener('abort', () => resolve());
    });
  return { waits, wait };
}

function fakeNetwork(online = true) {
  const listeners = new Set<() => void>();
  const network: Network & { set(value: boolean): void } = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      listeners.forEach((listener) => listener());
    },
  };
  return network;
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function start(options: { network?: Network; wait?: ReturnType<typeof manualWait>['wait'] } = {}) {
  const received: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const onUnauthorized = vi.fn();
  const client = createLiveClient({
    url: '/api/holidaze/events',
    headers: () => ({ Authorization: 'Bearer token-alice' }),
    onEvent: (raw) => {
      const event = parseLiveEvent(raw);
      if (event) received.push(event);
    },
    onStatus: (status) => statuses.push(status),
    onUnauthorized,
    random: () => 0.5,
    ...options,
  });
  client.start();
  stops.push(() => client.stop());
  return { client, received, statuses, onUnauthorized };
}

const ids = (events: LiveEvent[]) =>
  events.map((event) => (event.type === 'message' ? event.data.message.id : event.type));

describe('the live stream client', () => {
  it('resumes with Last-Event-ID after a drop, mid-event too, and misses nothing', async () => {
    const stream = liveStream();
    server.use(stream.handler);
    const { wait, waits } = manualWait();
    const { received, statuses } = start({ wait });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    const first = stream.connections[0]!;
    expect(first.lastEventId).toBeNull();
    expect(first.authorization).toBe('Bearer token-alice');
    first.write(': heartbeat\n\n');
    first.send(1, said('m-1'));
    first.send(2, said('m-2'));
    await vi.waitFor(() => expect(ids(received)).toEqual(['m-1', 'm-2']));
    // The phone loses its connection halfway through the third event.
    first.write('id: 3\nevent: message\ndata: {"conversationId":');
    first.drop();
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    expect(statuses.at(-1)).toBe('down');
    waits[0]!.go();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(2));
    const second = stream.connections[1]!;
    expect(second.lastEventId).toBe('2');
    // The server replays what came after event 2.
    second.send(3, said('m-3'));
    second.send(4, { type: 'notifications', data: { unreadCount: 2 } });
    await vi.waitFor(() => expect(ids(received)).toEqual(['m-1', 'm-2', 'm-3', 'notifications']));
    expect(statuses.at(-1)).toBe('open');
  });

  it('comes back soon after a stream the server ended (draining), with the last id', async () => {
    const stream = liveStream();
    server.use(stream.handler);
    const { wait, waits } = manualWait();
    start({ wait });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.connections[0]!.send(9, said('m-9'));
    stream.connections[0]!.end();
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    expect(waits[0]!.ms).toBeLessThanOrEqual(1000);
    waits[0]!.go();
    await vi.waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[1]!.lastEventId).toBe('9');
  });

  it('waits longer after each refusal, up to a cap', async () => {
    server.use(liveStream(503).handler);
    const { wait, waits } = manualWait();
    start({ wait });
    for (let n = 1; n <= 7; n++) {
      await vi.waitFor(() => expect(waits).toHaveLength(n));
      if (n < 7) waits[n - 1]!.go();
    }
    const delays = waits.map((w) => w.ms);
    expect(delays.slice(0, 6)).toEqual([750, 1500, 3000, 6000, 12_000, 22_500]);
    expect(delays[6]).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });

  it('takes a 200 that is not an event stream (a page or a proxy’s answer) as a refusal', async () => {
    server.use(
      http.get('/api/holidaze/events', () =>
        HttpResponse.html('<!doctype html><title>Holidaze</title>'),
      ),
    );
    const { wait, waits } = manualWait();
    const { statuses } = start({ wait });
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    expect(statuses).not.toContain('open');
    expect(statuses.at(-1)).toBe('down');
  });

  it('stops and asks for a new login when the server refuses the session', async () => {
    const stream = liveStream(401);
    server.use(stream.handler);
    const { wait, waits } = manualWait();
    const { onUnauthorized } = start({ wait });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    expect(waits).toHaveLength(0);
  });

  it('does not connect while offline, and connects at once when back online', async () => {
    const stream = liveStream();
    server.use(stream.handler);
    const network = fakeNetwork(false);
    const { wait, waits } = manualWait();
    const { statuses } = start({ wait, network });
    await vi.waitFor(() => expect(statuses).toContain('down'));
    expect(stream.connections).toHaveLength(0);
    network.set(true);
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    // Offline again: the connection is cut, and nothing is tried until the network returns.
    network.set(false);
    await vi.waitFor(() => expect(stream.connections[0]!.closed).toBe(true));
    network.set(true);
    await vi.waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(waits.every((w) => w.ms > 0)).toBe(true);
  });

  it('closes the stream when stopped (sign-out)', async () => {
    const stream = liveStream();
    server.use(stream.handler);
    const { client, statuses } = start();
    await vi.waitFor(() => expect(statuses).toContain('open'));
    client.stop();
    await vi.waitFor(() => expect(stream.connections[0]!.closed).toBe(true));
    expect(statuses.at(-1)).toBe('off');
  });

  it('spreads the waits with jitter between half and all of the doubled delay', () => {
    expect(backoffDelay(0, 1000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, () => 1)).toBe(1000);
    expect(backoffDelay(20, 1000, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});
