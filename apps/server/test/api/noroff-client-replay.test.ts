import { addDays, todayUtc } from '@holidaze/domain';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachEngine } from '../support/index.js';
import { storedVenue } from '../support/test-rows.js';
import { useTestApp, type Json } from './support/test-app.js';
import { osloMidnight } from './support/oslo-time.js';

/**
 * Replays, request by request, what React clients written for Noroff's Holidaze API send (read
 * from two public clients: one validates every response with zod, one sends the picked days as
 * local-midnight instants from Oslo), and checks each answer as such a client does: absolute
 * image URLs (`z.url()`), ISO date-times, the paging `meta`. The clients change only their
 * base URL and API key; nothing here is shaped to our own web app.
 */

// ---- The shapes a client validates (after a client's own zod schemas) ----
const Url = z.url({ protocol: /^https?$/ });
const DateTime = z.iso.datetime({ offset: true });
const Media = z.object({ url: Url, alt: z.string() });
const ProfileCore = z.object({
  name: z.string(),
  email: z.email(),
  bio: z.string().nullable(),
  avatar: Media,
  banner: Media,
});
const Booking = z.object({
  id: z.uuid(),
  dateFrom: DateTime,
  dateTo: DateTime,
  guests: z.number().int(),
  created: DateTime,
  updated: DateTime,
});
const Venue = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  media: z.array(Media),
  price: z.number(),
  maxGuests: z.number().int(),
  rating: z.number(),
  created: DateTime,
  updated: DateTime,
  meta: z.object({
    wifi: z.boolean(),
    parking: z.boolean(),
    breakfast: z.boolean(),
    pets: z.boolean(),
  }),
  location: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string().nullable(),
    continent: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  _count: z.object({ bookings: z.number().int() }),
  owner: ProfileCore.optional(),
  bookings: z.array(Booking.extend({ customer: ProfileCore.optional() })).optional(),
});
const Profile = ProfileCore.extend({
  venueManager: z.boolean(),
  _count: z.object({ venues: z.number().int(), bookings: z.number().int() }),
  venues: z.array(Venue).optional(),
  bookings: z.array(Booking.extend({ venue: Venue.optional() })).optional(),
});
const PageMeta = z.strictObject({
  isFirstPage: z.boolean(),
  isLastPage: z.boolean(),
  currentPage: z.number().int(),
  previousPage: z.number().int().nullable(),
  nextPage: z.number().int().nullable(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
});
const one = <T extends z.ZodType>(data: T) => z.object({ data, meta: z.strictObject({}) });
const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PageMeta });

/** Parses like a client and fails the test with zod's own report when the shape is wrong. */
function expectShape<T extends z.ZodType>(schema: T, body: Json): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`A client would reject this response:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const ORIGIN = 'http://localhost:80';

describeEachEngine('a Noroff client, replayed', (engine) => {
  const t = useTestApp(engine);

  it('registers, logs in, manages a venue, books it and reads everything back as the client validates it', async () => {
    const request = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      options: { headers?: Record<string, string>; body?: unknown } = {},
    ) => t.call(method, `/api${url}`, options);

    // -- Register a host and a traveller, as the register forms send them.
    const hostRegistered = await request('POST', '/auth/register', {
      body: {
        name: 'replay_host',
        email: 'replay_host@stud.noroff.no',
        password: 'fjord-cabin-2026',
        venueManager: true,
      },
    });
    expect(hostRegistered.status).toBe(201);
    expectShape(one(ProfileCore.extend({ venueManager: z.literal(true) })), hostRegistered.body);
    const travellerRegistered = await request('POST', '/auth/register', {
      body: {
        name: 'replay_traveller',
        email: 'replay_traveller@stud.noroff.no',
        password: 'north-cape-2026',
        avatar: { url: 'https://images.example/me.jpg', alt: 'Me' },
      },
    });
    expect(travellerRegistered.status).toBe(201);
    expectShape(one(ProfileCore), travellerRegistered.body);

    // -- Log in with ?_holidaze=true, then create an API key with the bearer token only.
    async function logIn(email: string, password: string) {
      const login = await request('POST', '/auth/login?_holidaze=true', {
        body: { email, password },
      });
      expect(login.status).toBe(200);
      const data = expectShape(
        one(ProfileCore.extend({ accessToken: z.string().min(1), venueManager: z.boolean() })),
        login.body,
      ).data;
      const key = await request('POST', '/auth/create-api-key', {
        headers: { authorization: `Bearer ${data.accessToken}` },
      });
      expect(key.status).toBe(201);
      const apiKey = expectShape(
        one(z.object({ name: z.string(), status: z.literal('ACTIVE'), key: z.string().min(1) })),
        key.body,
      ).data.key;
      return {
        data,
        headers: { authorization: `Bearer ${data.accessToken}`, 'x-noroff-api-key': apiKey },
      };
    }
    const host = await logIn('replay_host@stud.noroff.no', 'fjord-cabin-2026');
    expect(host.data.venueManager).toBe(true);
    expect(host.data.avatar.url).toBe(`${ORIGIN}/media/defaults/avatar.svg`);
    const traveller = await logIn('replay_traveller@stud.noroff.no', 'north-cape-2026');
    expect(traveller.data.venueManager).toBe(false);

    // -- The host creates a venue from the add-venue form (numbers, strings, one image).
    const created = await request('POST', '/holidaze/venues', {
      headers: host.headers,
      body: {
        name: 'Lofoten rorbu',
        description: 'A red fisherman’s cabin on stilts.',
        media: [{ url: 'https://images.example/rorbu.jpg', alt: 'The cabin' }],
        price: 1450,
        maxGuests: 4,
        rating: 4,
        meta: { wifi: true, parking: false, breakfast: false, pets: true },
        location: {
          address: 'Hamnøy 1',
          city: 'Moskenes',
          zip: '8390',
          country: 'Norway',
          continent: 'Europe',
          lat: 67.94,
          lng: 13.13,
        },
      },
    });
    expect(created.status).toBe(201);
    const venueId = expectShape(one(Venue), created.body).data.id;

    // A venue created without images shows our default image, absolute.
    const plain = await request('POST', '/holidaze/venues', {
      headers: host.headers,
      body: { name: 'Plain room', description: 'Nothing to see', price: 500, maxGuests: 2 },
    });
    const plainVenue = expectShape(one(Venue), plain.body).data;
    expect(plainVenue.media).toEqual([
      { url: `${ORIGIN}/media/defaults/venue.svg`, alt: expect.any(String) },
    ]);

    // -- The edit form loads the venue and sends everything back, our image URL included.
    const loaded = expectShape(
      one(Venue),
      (await request('GET', `/holidaze/venues/${plainVenue.id}?_owner=true&_bookings=true`)).body,
    ).data;
    const { id: _id, created: _c, updated: _u, _count, owner: _o, bookings: _b, ...form } = loaded;
    const edited = await request('PUT', `/holidaze/venues/${plainVenue.id}`, {
      headers: host.headers,
      body: { ...form, description: 'Freshly painted' },
    });
    expect(edited.status).toBe(200);
    expect(expectShape(one(Venue), edited.body).data.media[0]!.url).toBe(
      `${ORIGIN}/media/defaults/venue.svg`,
    );
    const storedMedia = await storedVenue(t.db, plainVenue.id);
    expect(storedMedia.media[0]!.url).toBe('/media/defaults/venue.svg');

    // -- The traveller books 10 to 14 nights ahead, the picker's local midnights in Oslo.
    const from = addDays(todayUtc(), 10);
    const to = addDays(todayUtc(), 14);
    const booked = await request('POST', '/holidaze/bookings', {
      headers: traveller.headers,
      body: { dateFrom: osloMidnight(from), dateTo: osloMidnight(to), guests: 2, venueId },
    });
    expect(booked.status).toBe(201);
    const booking = expectShape(one(Booking), booked.body).data;
    expect([booking.dateFrom, booking.dateTo]).toEqual([
      `${from}T00:00:00.000Z`,
      `${to}T00:00:00.000Z`,
    ]);

    // -- The venue page: owner and bookings; the owner sees the customer.
    const detail = expectShape(
      one(Venue),
      (
        await request('GET', `/holidaze/venues/${venueId}?_owner=true&_bookings=true`, {
          headers: host.headers,
        })
      ).body,
    ).data;
    expect(detail.owner?.name).toBe('replay_host');
    expect(detail.bookings).toHaveLength(1);
    expect(detail.bookings![0]!.customer).toMatchObject({
      name: 'replay_traveller',
      avatar: { url: 'https://images.example/me.jpg' },
      banner: { url: `${ORIGIN}/media/defaults/banner.svg` },
    });

    // -- Browse: every page of venues with their bookings, and the search.
    const browse = expectShape(
      page(Venue),
      (await request('GET', '/holidaze/venues?_bookings=true&page=1&limit=100')).body,
    );
    expect(browse.meta).toEqual({
      isFirstPage: true,
      isLastPage: true,
      currentPage: 1,
      previousPage: null,
      nextPage: null,
      pageCount: 1,
      totalCount: 2,
    });
    const paged = expectShape(page(Venue), (await request('GET', '/holidaze/venues?limit=1')).body);
    expect(paged.meta).toMatchObject({ isLastPage: false, nextPage: 2, pageCount: 2 });
    const search = expectShape(
      page(Venue),
      (await request('GET', '/holidaze/venues/search?q=rorbu&_owner=true')).body,
    );
    expect(search.data.map((venue) => venue.id)).toEqual([venueId]);

    // -- The booking with its venue and customer, and the traveller's bookings list.
    const withBoth = expectShape(
      one(Booking.extend({ venue: Venue, customer: ProfileCore })),
      (
        await request('GET', `/holidaze/bookings/${booking.id}?_customer=true&_venue=true`, {
          headers: traveller.headers,
        })
      ).body,
    ).data;
    expect(withBoth.venue.id).toBe(venueId);
    expectShape(
      page(Booking.extend({ venue: Venue })),
      (
        await request('GET', '/holidaze/profiles/replay_traveller/bookings?_venue=true', {
          headers: traveller.headers,
        })
      ).body,
    );

    // -- Profiles with their bookings and venues (the account pages).
    const accountPage = async (user: typeof host) =>
      expectShape(
        one(Profile),
        (
          await request('GET', `/holidaze/profiles/${user.data.name}?_bookings=true&_venues=true`, {
            headers: user.headers,
          })
        ).body,
      ).data;
    const travellerProfile = await accountPage(traveller);
    expect(travellerProfile.bookings?.map((b) => b.id)).toEqual([booking.id]);
    const hostProfile = await accountPage(host);
    expect(hostProfile.venues).toHaveLength(2);
    expectShape(
      page(Venue),
      (
        await request('GET', '/holidaze/profiles/replay_host/venues?_venues=true&_bookings=true', {
          headers: host.headers,
        })
      ).body,
    );

    // -- Profile edits: avatar, banner (echoing our own URL), bio, becoming a manager.
    const avatar = await request('PUT', '/holidaze/profiles/replay_traveller', {
      headers: traveller.headers,
      body: { avatar: { url: 'https://images.example/new-me.jpg', alt: 'New me' } },
    });
    expect(expectShape(one(Profile.partial()), avatar.body).data.avatar?.url).toBe(
      'https://images.example/new-me.jpg',
    );
    const banner = await request('PUT', '/holidaze/profiles/replay_traveller', {
      headers: traveller.headers,
      body: { banner: travellerProfile.banner, bio: 'Hiking north', venueManager: true },
    });
    expect(banner.status).toBe(200);
    expect(expectShape(one(Profile.partial()), banner.body).data).toMatchObject({
      bio: 'Hiking north',
      venueManager: true,
      banner: { url: `${ORIGIN}/media/defaults/banner.svg` },
    });

    // -- Cancelling and deleting answer 204 with no body.
    const cancelled = await request('DELETE', `/holidaze/bookings/${booking.id}`, {
      headers: traveller.headers,
    });
    expect([cancelled.status, cancelled.body]).toEqual([204, undefined]);
    const deleted = await request('DELETE', `/holidaze/venues/${plainVenue.id}`, {
      headers: host.headers,
    });
    expect([deleted.status, deleted.body]).toEqual([204, undefined]);
  });
});
