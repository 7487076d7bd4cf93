import { addDays, todayUtc } from '@holidaze/domain';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { API_KEY, PASSWORD, errorWith, useTestApp } from './support/test-app.js';

const day = (offset: number) => addDays(todayUtc(), offset);
const iso = (offset: number) => `${day(offset)}T00:00:00.000Z`;

describeEachEngine('the contract walk', (engine) => {
  const t = useTestApp(engine);

  it('registers, logs in, makes a key, lists a venue, books it, is refused an overlap, changes and cancels', async () => {
    const register = await t.call('POST', '/api/auth/register', {
      body: {
        name: 'walk_host',
        email: 'walk_host@stud.noroff.no',
        password: PASSWORD,
        venueManager: true,
      },
    });
    expect(register.status).toBe(201);
    expect(register.body).toEqual({
      data: {
        name: 'walk_host',
        email: 'walk_host@stud.noroff.no',
        bio: null,
        // Our own media go out absolute, against the origin the request came to.
        avatar: { url: 'http://localhost:80/media/defaults/avatar.svg', alt: expect.any(String) },
        banner: { url: 'http://localhost:80/media/defaults/banner.svg', alt: expect.any(String) },
        venueManager: true,
      },
      meta: {},
    });

    const login = await t.call('POST', '/api/auth/login?_holidaze=true', {
      body: { email: 'walk_host@stud.noroff.no', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ name: 'walk_host', venueManager: true });
    const token: string = login.body.data.accessToken;
    expect(token.split('.')).toHaveLength(3);

    const key = await t.call('POST', '/api/auth/create-api-key', {
      headers: { authorization: `Bearer ${token}` },
      body: { name: 'walk key' },
    });
    expect(key.status).toBe(201);
    expect(key.body).toEqual({
      data: { name: 'walk key', status: 'ACTIVE', key: expect.any(String) },
      meta: {},
    });
    const host = { authorization: `Bearer ${token}`, 'x-noroff-api-key': key.body.data.key };

    const created = await t.call('POST', '/api/holidaze/venues', {
      headers: host,
      body: { name: 'Fjord cabin', description: 'Quiet by the water', price: 900, maxGuests: 4 },
    });
    expect(created.status).toBe(201);
    const venueId: string = created.body.data.id;
    expect(created.body.data).toMatchObject({
      name: 'Fjord cabin',
      price: 900,
      maxGuests: 4,
      rating: 0,
      media: [{ url: 'http://localhost:80/media/defaults/venue.svg', alt: expect.any(String) }],
      meta: { wifi: false, parking: false, breakfast: false, pets: false },
      owner: { name: 'walk_host' },
      _count: { bookings: 0 },
    });

    await t.call('POST', '/api/auth/register', {
      body: { name: 'walk_guest', email: 'walk_guest@stud.noroff.no', password: PASSWORD },
    });
    const guestLogin = await t.call('POST', '/api/auth/login', {
      body: { email: 'walk_guest@stud.noroff.no', password: PASSWORD },
    });
    expect(guestLogin.body.data).not.toHaveProperty('venueManager');
    const guest = {
      authorization: `Bearer ${guestLogin.body.data.accessToken}`,
      'x-noroff-api-key': API_KEY,
    };

    const booked = await t.call('POST', '/api/holidaze/bookings', {
      headers: guest,
      body: { dateFrom: day(10), dateTo: day(13), guests: 2, venueId },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ dateFrom: iso(10), dateTo: iso(13), guests: 2 });
    const bookingId: string = booked.body.data.id;

    const overlap = await t.call('POST', '/api/holidaze/bookings', {
      headers: guest,
      body: { dateFrom: day(12), dateTo: day(15), guests: 1, venueId },
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toEqual(
      errorWith(
        409,
        'The selected dates and guests either overlap with an existing booking or exceed the maximum guests for this venue.',
      ),
    );

    // Half-open stays: arriving on the day the other guest leaves is allowed.
    const backToBack = await t.call('POST', '/api/holidaze/bookings', {
      headers: host,
      body: { dateFrom: day(13), dateTo: day(14), guests: 1, venueId },
    });
    expect(backToBack.status).toBe(201);

    const updated = await t.call('PUT', `/api/holidaze/bookings/${bookingId}`, {
      headers: guest,
      body: { dateFrom: day(9), dateTo: day(12), guests: 3 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ dateFrom: iso(9), dateTo: iso(12), guests: 3 });

    const venue = await t.call('GET', `/api/holidaze/venues/${venueId}?_bookings=true`);
    expect(venue.body.data._count).toEqual({ bookings: 2 });

    const cancelled = await t.call('DELETE', `/api/holidaze/bookings/${bookingId}`, {
      headers: { ...guest, 'content-type': 'application/json' },
    });
    expect(cancelled.status).toBe(204);
    expect(cancelled.response.body).toBe('');

    const deleted = await t.call('DELETE', `/api/holidaze/venues/${venueId}`, {
      headers: host,
    });
    expect(deleted.status).toBe(204);
    const gone = await t.call('GET', `/api/holidaze/venues/${venueId}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(errorWith(404, 'Venue not found'));
    const remaining = await t.db.selectFrom('bookings').select('id').execute();
    expect(remaining).toEqual([]);
  });
});
