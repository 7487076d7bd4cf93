// Prices and reviews at scale (docs/performance.md), on the seeded PostgreSQL set: every venue
// priced beyond its nightly price (weekend price, a cleaning fee, discounts, a season on every
// tenth), and both sides' published reviews of stays (1 000 000 at full size) with the venues'
// figures; then the venue page with its rating summary and first page of reviews, a quote, and
// browse with dates and totals, each over HTTP.
import { measureLatency } from './latency.mjs';
import { withClient } from '../../apps/server/test/support/postgres-cluster.ts';

async function addPricesAndReviews(databaseUrl, reviewTarget) {
  return withClient(databaseUrl, async (client) => {
    await client.query(`
      INSERT INTO venue_pricing (venue_id, weekend_price, cleaning_fee, weekly_discount_percent,
        monthly_discount_percent, seasons, cancellation_policy)
      SELECT id, round(price * 1.2), 450, 10, 25,
        CASE WHEN (row_number() OVER (ORDER BY id)) % 10 = 0
          THEN jsonb_build_array(jsonb_build_object('dateFrom', '2040-03-01',
            'dateTo', '2040-04-01', 'price', round(price * 1.5), 'label', 'High season'))
          ELSE '[]'::jsonb END,
        (ARRAY['flexible', 'moderate', 'strict'])[1 + (row_number() OVER (ORDER BY id)) % 3]
      FROM venues
      ON CONFLICT (venue_id) DO NOTHING`);
    // Both sides of half the target's stays, the oldest first (the seeded set has fewer past
    // stays than that: later ones are reviewed too, for the volume), published together.
    const stays = Math.ceil(reviewTarget / 2);
    const { rowCount } = await client.query(
      `
      WITH past AS (
        SELECT b.id, b.venue_id, b.customer_id, v.owner_id, b.date_to,
               row_number() OVER (ORDER BY b.id) AS n
        FROM bookings b JOIN venues v ON v.id = b.venue_id
        WHERE b.status = 'confirmed'
        ORDER BY b.date_to
        LIMIT $1
      )
      INSERT INTO reviews (booking_id, venue_id, side, author_id, subject_id, stars, cleanliness,
        accuracy, location, value, text, created_at, window_closes_at, published_at)
      SELECT id, venue_id, side, CASE side WHEN 'guest' THEN customer_id ELSE owner_id END,
        CASE side WHEN 'guest' THEN owner_id ELSE customer_id END,
        1 + (n * 7 + length(side)) % 5,
        CASE side WHEN 'guest' THEN 1 + n % 5 END, CASE side WHEN 'guest' THEN 1 + (n + 1) % 5 END,
        CASE side WHEN 'guest' THEN 1 + (n + 2) % 5 END, CASE side WHEN 'guest' THEN 1 + (n + 3) % 5 END,
        'A stay written up for the benchmark, long enough to count.',
        date_to + 1, date_to + 14, date_to + 2
      FROM past CROSS JOIN (VALUES ('guest'), ('host')) AS sides (side)`,
      [stays],
    );
    await client.query(`
      UPDATE venues v SET review_count = r.n, review_rating = r.stars,
        review_cleanliness = r.cleanliness, review_accuracy = r.accuracy,
        review_location = r.location, review_value = r.value
      FROM (
        SELECT venue_id, count(*) AS n, avg(stars) AS stars, avg(cleanliness) AS cleanliness,
               avg(accuracy) AS accuracy, avg(location) AS location, avg(value) AS value
        FROM reviews WHERE side = 'guest' AND published_at IS NOT NULL GROUP BY venue_id
      ) r WHERE r.venue_id = v.id`);
    await client.query('VACUUM ANALYZE venue_pricing, reviews, venues');
    const busiest = await client.query(
      'SELECT id FROM venues ORDER BY review_count DESC, id LIMIT 1',
    );
    return { reviews: rowCount, venueId: busiest.rows[0].id };
  });
}

export async function timePricesAndReviews(url, databaseUrl, { requests, reviews, log }) {
  const added = await addPricesAndReviews(databaseUrl, reviews);
  log(`  ${added.reviews.toLocaleString('en-GB')} reviews added, every venue priced`);
  const venue = `${url}/api/holidaze/venues/${added.venueId}`;
  for (const path of [`${venue}?_owner=true`, `${venue}/reviews?page=1&limit=10`]) {
    const first = await fetch(path);
    if (!first.ok) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
  }
  const detail = await measureLatency(`${venue}?_owner=true`, {
    count: requests,
    uncached: true,
  });
  const reviewPage = await measureLatency(`${venue}/reviews?page=1&limit=10`, {
    count: requests,
  });
  log(
    `  venue page: detail p95 ${detail.p95.toFixed(1)} ms, first page of reviews p95 ${reviewPage.p95.toFixed(1)} ms`,
  );
  const quote = await measureLatency(
    `${venue}/quote?dateFrom=2040-03-27&dateTo=2040-04-05&guests=2`,
    { count: requests },
  );
  log(`  a 9-night quote across a season's end: p95 ${quote.p95.toFixed(1)} ms`);
  const browse = await measureLatency(
    `${url}/api/holidaze/venues?dateFrom=2040-03-01&dateTo=2040-03-08&guests=2&sort=rating&limit=12`,
    { count: requests, uncached: true },
  );
  log(`  browse with dates and totals, by rating: p95 ${browse.p95.toFixed(1)} ms`);
  return { reviews: added.reviews, detail, reviewPage, quote, browse };
}
