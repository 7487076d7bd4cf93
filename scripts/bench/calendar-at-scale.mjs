// The host's calendar at scale (docs/performance.md), on the seeded PostgreSQL set plus one block
// per venue (100 000 at full size): a venue's month over HTTP as its host asks for it, the search
// with dates now that blocks take nights too, and importing a 2 000-event feed, then again
// unchanged.
import { measureLatency } from './latency.mjs';
import { withClient } from '../../apps/server/test/support/postgres-cluster.ts';

const DEMO_MANAGER = { email: 'demo.manager@stud.noroff.no', password: 'holidaze-demo' };

async function addOneBlockPerVenue(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    // Far beyond every seeded booking, so none collides: a week per venue, spread over a year.
    const { rowCount } = await client.query(`
      INSERT INTO venue_blocks (venue_id, date_from, date_to, note)
      SELECT id, date '2040-01-01' + (row_number() OVER (ORDER BY id))::int % 358,
             date '2040-01-08' + (row_number() OVER (ORDER BY id))::int % 358, 'bench'
      FROM venues`);
    await client.query('VACUUM ANALYZE venue_blocks, venue_occupancy');
    const busiest = await client.query(
      `SELECT b.venue_id, to_char(b.date_from, 'YYYY-MM') AS month, count(*) AS n
       FROM bookings b JOIN venues v ON v.id = b.venue_id
       JOIN profiles p ON p.id = v.owner_id AND p.email = $1
       WHERE b.status = 'confirmed' GROUP BY 1, 2 ORDER BY n DESC LIMIT 1`,
      [DEMO_MANAGER.email],
    );
    return { blocks: rowCount, ...busiest.rows[0] };
  });
}

export async function hostHeaders(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MANAGER),
  });
  const { data } = await response.json();
  const authorization = `Bearer ${data.accessToken}`;
  // The seed tool's reset removes every API key: the host makes its own, as a client does.
  const key = await fetch(`${url}/api/auth/create-api-key`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  return { authorization, 'x-noroff-api-key': (await key.json()).data.key };
}

async function timeFeedImport(databaseUrl, venueId) {
  const { openDatabase } = await import('../../apps/server/src/db/open-database.ts');
  const { createFeedRepository } =
    await import('../../apps/server/src/features/calendar-sync/feed-repository.ts');
  const { syncFeed } = await import('../../apps/server/src/features/calendar-sync/feed-sync.ts');
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const feeds = createFeedRepository(handle.db);
    const feed = await feeds.add(venueId, `https://bench.example/${Date.now()}.ics`, new Date());
    const day = (i) => new Date(Date.UTC(2045, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN'];
    for (let i = 0; i < 2000; i++) {
      lines.push('BEGIN:VEVENT', `UID:bench-${i}`, 'DTSTAMP:20260101T000000Z');
      lines.push(`DTSTART;VALUE=DATE:${day(i * 2).replaceAll('-', '')}`);
      lines.push(
        `DTEND;VALUE=DATE:${day(i * 2 + 1).replaceAll('-', '')}`,
        'SUMMARY:Reserved',
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR');
    const text = lines.join('\r\n');
    const run = async () => {
      const started = performance.now();
      const result = await syncFeed({
        feedId: feed.id,
        url: feed.url,
        store: feeds,
        now: () => new Date(),
        fetchOptions: {
          timeoutMs: 10_000,
          maxBytes: 10_000_000,
          maxRedirects: 0,
          allowPrivate: false,
        },
        fetch: async () => text,
      });
      return { ms: performance.now() - started, changed: result.changed, events: result.events };
    };
    const first = await run();
    const unchanged = await run();
    await feeds.remove(venueId, feed.id);
    return { first, unchanged };
  } finally {
    await handle.close();
  }
}

export async function timeCalendar(url, databaseUrl, { requests, log }) {
  const { blocks, venue_id: venueId, month } = await addOneBlockPerVenue(databaseUrl);
  log(`  ${blocks} blocks added (one per venue)`);
  const headers = await hostHeaders(url);
  const monthUrl = `${url}/api/holidaze/venues/${venueId}/calendar?month=${month}`;
  const first = await fetch(monthUrl, { headers });
  if (!first.ok) throw new Error(`${monthUrl} answered ${first.status}: ${await first.text()}`);
  const monthView = await measureLatency(monthUrl, { count: requests, headers });
  log(
    `  a venue's month (its busiest): p50 ${monthView.p50.toFixed(1)} ms, p95 ${monthView.p95.toFixed(1)} ms`,
  );
  const search = await measureLatency(
    `${url}/api/holidaze/venues?q=bergen&available=true&dateFrom=2040-03-01&dateTo=2040-03-05&limit=12`,
    { count: requests, uncached: true },
  );
  log(
    `  search (city + dates, available only) among blocks: p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`,
  );
  const feed = await timeFeedImport(databaseUrl, venueId);
  log(
    `  2,000-event feed: first import ${feed.first.ms.toFixed(0)} ms, unchanged ${feed.unchanged.ms.toFixed(0)} ms`,
  );
  return { blocks, monthView, search, feed };
}
