import { beforeAll, expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../../test/support/index.js';
import { insertProfileAndVenue } from '../../../test/support/test-rows.js';
import type { Viewer } from '../../auth/viewer.js';
import { createVenueRepository } from './venue-repository.js';

type VenueDetail = ReturnType<typeof createVenueRepository>['detail'];

// The venue page's one-statement read must give exactly what the general embedding gives.
describeEachEngine('venue detail in one query', (engine) => {
  let venueId: string;
  let owner: Viewer;
  let guest: Viewer;
  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    const made = await insertProfileAndVenue(handle.db, 'detail');
    venueId = made.venueId;
    const customer = await insertProfileAndVenue(handle.db, 'customer');
    owner = { id: made.profileId, name: 'owner_detail', venueManager: true };
    guest = { id: customer.profileId, name: 'owner_customer', venueManager: true };
    for (const [from, to] of [
      ['2031-03-10', '2031-03-12'],
      ['2031-01-02', '2031-01-05'],
      ['2031-01-05', '2031-01-06'],
    ]) {
      await handle.db
        .insertInto('bookings')
        .values({
          venue_id: venueId,
          customer_id: customer.profileId,
          date_from: from!,
          date_to: to!,
          guests: 2,
        })
        .execute();
    }
  });

  const embedded = async (flags: { owner: boolean; bookings: boolean }, viewer?: Viewer) =>
    (await createVenueRepository(handle.db).byIds([venueId], { ...flags, viewer }))[0];
  const findVenueDetail = (id: string, options: Parameters<VenueDetail>[1]) =>
    createVenueRepository(handle.db).detail(id, options);

  it('equals the embedded venue for every flag and viewer', async () => {
    for (const flags of [
      { owner: false, bookings: false },
      { owner: true, bookings: false },
      { owner: false, bookings: true },
      { owner: true, bookings: true },
    ]) {
      for (const viewer of [undefined, guest, owner]) {
        const detail = await findVenueDetail(venueId, { ...flags, viewer });
        expect(JSON.stringify(detail)).toBe(JSON.stringify(await embedded(flags, viewer)));
      }
    }
    const full = await findVenueDetail(venueId, {
      owner: true,
      bookings: true,
      viewer: owner,
    });
    expect(full!.bookings!.map((b) => b.dateFrom.slice(0, 10))).toEqual([
      '2031-01-02',
      '2031-01-05',
      '2031-03-10',
    ]);
    expect(full!.bookings![0]!.customer?.name).toBe('owner_customer');
    expect(full!.owner?.name).toBe('owner_detail');
  });

  it('finds nothing for an unknown id', async () => {
    const none = await findVenueDetail('00000000-0000-4000-8000-000000000000', {
      owner: true,
      bookings: true,
      viewer: undefined,
    });
    expect(none).toBeUndefined();
  });
});
