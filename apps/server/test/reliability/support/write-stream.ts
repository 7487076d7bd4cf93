import { addDays, todayUtc } from '@holidaze/domain';
import type { ApiUser } from './http-api.js';
import { oneShotRequest } from './one-shot-request.js';
import { seededRandom } from './scale.js';

/** What the server acknowledged with a 2xx: each of these must survive any crash. */
export interface Acknowledged {
  bookingIds: string[];
  /**
   * Per venue, the highest price an acknowledged edit set. Edits of one venue are sent one at a
   * time with rising prices, so the stored price can never be below it.
   */
  venuePrices: Map<string, number>;
}

/**
 * Streams bookings and venue edits at a server until stopped. `target()` is read before each
 * request, so the stream carries on against a restarted server. Requests cut by a crash have
 * an unknown outcome and are not counted; only 2xx answers are.
 */
export function streamWrites(options: {
  target: () => string;
  guest: ApiUser;
  host: ApiUser;
  venueIds: string[];
  seed: number;
  workers?: number;
}) {
  const random = seededRandom(options.seed);
  const acknowledged: Acknowledged = { bookingIds: [], venuePrices: new Map() };
  let nextPrice = 1_000;
  // Two edits of one venue in flight could commit in either order and both be acknowledged,
  // leaving the lower price stored: a race of the stream, not a lost write.
  const editing = new Set<string>();
  let stopped = false;
  const waiters = new Set<{ ready: (a: Acknowledged) => boolean; resolve: () => void }>();
  function onAcknowledged() {
    for (const waiter of waiters) {
      if (!waiter.ready(acknowledged)) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  }
  const firstDay = addDays(todayUtc(), 5);

  async function worker() {
    while (!stopped) {
      const result = await oneWrite();
      // While the server is down every request is refused at once: pause instead of spinning.
      if (result.kind === 'failed') await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function book(venueId: string) {
    const dateFrom = addDays(firstDay, random(3_000));
    const result = await oneShotRequest(`${options.target()}/api/holidaze/bookings`, {
      method: 'POST',
      headers: options.guest.headers,
      body: { venueId, dateFrom, dateTo: addDays(dateFrom, 1), guests: 1 },
    });
    if (result.kind === 'answered' && result.status === 201) {
      acknowledged.bookingIds.push((JSON.parse(result.body) as { data: { id: string } }).data.id);
      onAcknowledged();
    }
    return result;
  }

  async function raisePrice(venueId: string) {
    const price = ++nextPrice;
    editing.add(venueId);
    const result = await oneShotRequest(`${options.target()}/api/holidaze/venues/${venueId}`, {
      method: 'PUT',
      headers: options.host.headers,
      body: { price },
    });
    editing.delete(venueId);
    if (result.kind === 'answered' && result.status === 200) {
      const known = acknowledged.venuePrices.get(venueId) ?? 0;
      acknowledged.venuePrices.set(venueId, Math.max(price, known));
      onAcknowledged();
    }
    return result;
  }

  function oneWrite() {
    const venueId = options.venueIds[random(options.venueIds.length)]!;
    return random(10) < 7 || editing.has(venueId) ? book(venueId) : raisePrice(venueId);
  }

  const workers = Array.from({ length: options.workers ?? 4 }, () => worker());
  return {
    acknowledged,
    /**
     * Resolves once the acknowledged writes satisfy `ready`: a point in the stream counted in
     * writes, not in time, so it is the same point on a fast machine and on a busy one.
     */
    until(ready: (a: Acknowledged) => boolean): Promise<void> {
      if (ready(acknowledged)) return Promise.resolve();
      return new Promise((resolve) => waiters.add({ ready, resolve }));
    },
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}
