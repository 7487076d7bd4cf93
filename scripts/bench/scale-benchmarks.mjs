// Search at scale and throughput: PostgreSQL (100 000 venues / 1 000 000 bookings) and the
// embedded PGlite (10 000 / 100 000), each on a throwaway database seeded by the seed tool.
import { existsSync } from 'node:fs';
import { timeShapes, withPGliteServer, withPostgresServer } from './search-at-scale.mjs';
import { timeMapSearch } from './map-at-scale.mjs';
import { ONE_QUERY_PATH } from './ceiling-path.mjs';
import { timeCalendar } from './calendar-at-scale.mjs';
import { timePricesAndReviews } from './prices-and-reviews-at-scale.mjs';
import { timeMailAndNotifications } from './mail-and-notifications.mjs';
import { timeConversations } from './conversations-at-scale.mjs';
import { measureThroughput } from './throughput.mjs';
import { measureRatios } from './throughput-ratio.mjs';

export const postgresAvailable = () => existsSync('/usr/lib/postgresql/15/bin/initdb');

async function mostBookedVenueId(url) {
  const response = await fetch(`${url}/api/holidaze/venues?sort=bookings&sortOrder=desc&limit=1`);
  const body = await response.json();
  return body.data[0].id;
}

async function throughputRoutes(url) {
  const id = await mostBookedVenueId(url);
  return [
    {
      name: 'venue detail (owner + bookings)',
      path: `/api/holidaze/venues/${id}?_owner=true&_bookings=true`,
    },
    { name: 'reference: one trivial query (select 1), constant JSON', path: ONE_QUERY_PATH },
    {
      name: 'browse search (newest, page 1)',
      path: '/api/holidaze/venues?guests=2&sort=created&sortOrder=desc&limit=12&page=1',
    },
  ];
}

export async function runScaleBenchmarks(root, { quick, log, withPostgres }) {
  const requests = quick ? 30 : 200;
  const throughputOptions = { connections: 50, seconds: quick ? 5 : 20, log };
  const result = {};
  if (withPostgres) {
    const sizes = quick
      ? { venues: 10_000, bookings: 100_000 }
      : { venues: 100_000, bookings: 1_000_000 };
    result.postgres = {
      ...sizes,
      ...(await withPostgresServer(root, { ...sizes, log }, async ({ url, databaseUrl }) => {
        log('Search latency on PostgreSQL (HTTP, sequential, one connection):');
        const shapes = await timeShapes(url, databaseUrl, { requests, log });
        log('Map search on PostgreSQL (a box with dates and guests, the map at its zooms):');
        const map = await timeMapSearch(url, { requests, log });
        log('Throughput on PostgreSQL (autocannon, 50 connections):');
        const throughput = await measureThroughput(
          url,
          await throughputRoutes(url),
          throughputOptions,
        );
        log('Throughput against bare Fastify on PostgreSQL (no compression):');
        const frameworkRatios = await measureRatios(root, url, {
          seconds: quick ? 8 : 20,
          rounds: 4,
          connections: 50,
          log,
        });
        log("The host's calendar on PostgreSQL (blocks, the month, a feed import):");
        const calendar = await timeCalendar(url, databaseUrl, { requests, log });
        log('Notifications and e-mail on PostgreSQL (the list, the bell, 10,000 mails over SMTP):');
        const messaging = await timeMailAndNotifications(url, databaseUrl, { requests, log });
        log('Prices and reviews on PostgreSQL (the venue page, a quote, browse with totals):');
        const reviews = quick ? 100_000 : 1_000_000;
        const pricing = await timePricesAndReviews(url, databaseUrl, { requests, reviews, log });
        return { shapes, map, throughput, frameworkRatios, calendar, messaging, pricing };
      })),
    };
  }
  if (withPostgres) {
    log('Conversations and live events on PostgreSQL (two instances):');
    result.conversations = await timeConversations(root, {
      conversations: quick ? 10_000 : 100_000,
      messagesPerConversation: 10,
      streams: quick ? 500 : 5_000,
      samples: quick ? 30 : 200,
      requests,
      seconds: quick ? 4 : 10,
      log,
    });
  }
  const sizes = quick ? { venues: 2_000, bookings: 20_000 } : { venues: 10_000, bookings: 100_000 };
  result.pglite = {
    ...sizes,
    ...(await withPGliteServer(root, { ...sizes, log }, async ({ url }) => {
      log('Search latency on PGlite:');
      const shapes = await timeShapes(url, undefined, { requests, log });
      log('Map search on PGlite:');
      return { shapes, map: await timeMapSearch(url, { requests, log }) };
    })),
  };
  return result;
}
