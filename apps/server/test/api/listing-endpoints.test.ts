import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { useTestApp } from './support/test-app.js';

const LIST_META = [
  'isFirstPage',
  'isLastPage',
  'currentPage',
  'previousPage',
  'nextPage',
  'pageCount',
  'totalCount',
];

describeEachEngine('search and profile listings', (engine) => {
  const t = useTestApp(engine);
  const [host, guest] = t.useHostAndGuests('list_host', 'list_guest');
  beforeAll(async () => {
    await t.call('PUT', `/api/holidaze/profiles/${host.name}`, {
      user: host,
      body: { bio: 'Fjord cabins' },
    });
    for (const name of ['Fjord View', 'City Loft']) {
      await t.call('POST', '/api/holidaze/venues', {
        user: host,
        body: { name, description: 'x', price: 100, maxGuests: 2 },
      });
    }
  });

  it('V2 searches venues by text, with list meta', async () => {
    const found = await t.call('GET', '/api/holidaze/venues/search?q=fjord');
    expect(found.status).toBe(200);
    expect(found.body.data.map((v: { name: string }) => v.name)).toEqual(['Fjord View']);
    expect(Object.keys(found.body.meta)).toEqual(LIST_META);
  });

  it('an empty list has pageCount 0 and is the last page', async () => {
    const none = await t.call('GET', '/api/holidaze/venues/search?q=nothing-like-this');
    expect(none.body).toEqual({
      data: [],
      meta: {
        isFirstPage: true,
        isLastPage: true,
        currentPage: 1,
        previousPage: null,
        nextPage: null,
        pageCount: 0,
        totalCount: 0,
      },
    });
  });

  it('P1 lists profiles with counts and without the system profile', async () => {
    const list = await t.call('GET', '/api/holidaze/profiles?_venues=true', { user: guest });
    expect(list.status).toBe(200);
    const names = list.body.data.map((p: { name: string }) => p.name);
    // The contract's default sortOrder is desc.
    expect(names).toEqual(['list_host', 'list_guest']);
    const hostProfile = list.body.data.find((p: { name: string }) => p.name === 'list_host');
    expect(hostProfile).toMatchObject({ venueManager: true, _count: { venues: 2, bookings: 0 } });
    expect(hostProfile.venues).toHaveLength(2);
    expect(JSON.stringify(list.body)).not.toMatch(/password/i);
  });

  it('P2 searches profiles by name or bio', async () => {
    const byBio = await t.call('GET', '/api/holidaze/profiles/search?q=fjord', {
      user: guest,
    });
    expect(byBio.body.data.map((p: { name: string }) => p.name)).toEqual(['list_host']);
    expect((await t.call('GET', '/api/holidaze/profiles/search', { user: guest })).status).toBe(
      400,
    );
  });

  it("P5 lists a profile's venues, and P3 answers 404 for an unknown name", async () => {
    const venues = await t.call('GET', `/api/holidaze/profiles/${host.name}/venues?_owner=true`, {
      user: guest,
    });
    expect(venues.body.data).toHaveLength(2);
    expect(venues.body.data[0].owner.name).toBe(host.name);
    expect(venues.body.meta.totalCount).toBe(2);
    expect(
      (await t.call('GET', '/api/holidaze/profiles/nobody_here', { user: guest })).body.errors[0]
        .message,
    ).toBe('No profile with this name');
  });
});
