import { addDays, todayUtc } from '@holidaze/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../support/index.js';
import { bookingsOf } from '../support/test-rows.js';
import { useTestApp, type TestUser } from './support/test-app.js';

const runOnPostgres = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;

runOnPostgres('simultaneous overlapping bookings over HTTP (postgres)', () => {
  let base: string;
  let host: TestUser;
  let guests: TestUser[];
  let venueId: string;

  const t = useTestApp('postgres');
  beforeAll(async () => {
    host = await t.createUser('race_host', { venueManager: true });
    guests = await Promise.all([1, 2, 3, 4].map((n) => t.createUser(`racer_${n}`)));
    const venue = await t.app.inject({
      method: 'POST',
      url: '/api/holidaze/venues',
      headers: host.headers,
      payload: {
        name: 'Contested cabin',
        description: 'Everyone wants it',
        price: 1,
        maxGuests: 4,
      },
    });
    venueId = (venue.json() as { data: { id: string } }).data.id;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('lets exactly one of 20 overlapping requests win; the others get 409', async () => {
    const start = addDays(todayUtc(), 20);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${base}/api/holidaze/bookings`, {
          method: 'POST',
          headers: { ...guests[i % guests.length]!.headers, 'content-type': 'application/json' },
          // Every stay shares the night of `start + 2` with every other one.
          body: JSON.stringify({
            dateFrom: addDays(start, i % 3),
            dateTo: addDays(start, 3 + (i % 2)),
            guests: 1,
            venueId,
          }),
        }).then(async (response) => ({ status: response.status, body: await response.json() })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toMatchObject({ statusCode: 409, status: 'Conflict' });
    }

    expect(await bookingsOf(t.db, venueId)).toHaveLength(1);
  });
});
