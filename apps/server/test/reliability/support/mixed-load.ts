import { readFileSync } from 'node:fs';
import { addDays, todayUtc } from '@holidaze/domain';
import autocannon from 'autocannon';
import type { ApiUser } from './http-api.js';

export interface LoadResult {
  /** How long the load ran: the duration asked for, or what a fixed number of requests took. */
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  errors: number;
  timeouts: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

/** Resident memory of a process, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * A browsing-heavy mix over keep-alive connections, as fast as the server answers: 50 % browse
 * searches, 25 % venue pages with owner and bookings, 15 % new bookings (each on nights nobody
 * holds, so every one must be a 201) and 10 % price edits by the owner. Loopback only.
 *
 * Either for a duration (`seconds`: the benchmark, whose figure is the rate) or for a fixed number
 * of requests (`amount`: a test, whose verdict must not depend on how fast the machine is).
 * `timeoutSeconds` is how long one request may take before the client counts it as a timeout.
 */
export async function runMixedLoad(options: {
  base: string;
  pid: number;
  host: ApiUser;
  guest: ApiUser;
  venueIds: string[];
  load: { seconds: number } | { amount: number };
  connections: number;
  timeoutSeconds?: number;
}): Promise<LoadResult> {
  const { venueIds, host, guest } = options;
  const firstDay = addDays(todayUtc(), 10);
  let turn = 0;
  let bookingsAsked = 0;
  const json = { 'content-type': 'application/json' };

  const rssBeforeMb = residentMb(options.pid);
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    ...('amount' in options.load
      ? { amount: options.load.amount }
      : { duration: options.load.seconds }),
    ...(options.timeoutSeconds ? { timeout: options.timeoutSeconds } : {}),
    requests: [
      {
        setupRequest: (request) => {
          turn += 1;
          const venueId = venueIds[turn % venueIds.length]!;
          const slot = turn % 20;
          if (slot < 10) {
            return {
              ...request,
              method: 'GET',
              path: `/api/holidaze/venues?limit=12&sort=rating&page=${1 + (turn % 3)}`,
            };
          }
          if (slot < 15) {
            return {
              ...request,
              method: 'GET',
              path: `/api/holidaze/venues/${venueId}?_owner=true&_bookings=true`,
            };
          }
          if (slot < 18) {
            const n = bookingsAsked++;
            const dateFrom = addDays(firstDay, Math.floor(n / venueIds.length) * 2);
            return {
              ...request,
              method: 'POST',
              path: '/api/holidaze/bookings',
              headers: { ...guest.headers, ...json },
              body: JSON.stringify({
                venueId: venueIds[n % venueIds.length],
                dateFrom,
                dateTo: addDays(dateFrom, 1),
                guests: 1,
              }),
            };
          }
          return {
            ...request,
            method: 'PUT',
            path: `/api/holidaze/venues/${venueId}`,
            headers: { ...host.headers, ...json },
            body: JSON.stringify({ price: 500 + (turn % 1_000) }),
          };
        },
      },
    ],
  });
  return {
    seconds: 'amount' in options.load ? Math.round(result.duration) : options.load.seconds,
    connections: options.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    status2xx: result['2xx'],
    status4xx: result['4xx'],
    status5xx: result['5xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    rssBeforeMb,
    rssAfterMb: residentMb(options.pid),
  };
}
