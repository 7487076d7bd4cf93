import fc from 'fast-check';
import {
  BBOX_MESSAGES,
  MAP_ZOOM_MESSAGE,
  MAX_GRID_CELLS,
  addDays,
  quoteStay,
  todayUtc,
  type MapFeature,
} from '@holidaze/domain';
import { unknownLocation } from '@holidaze/domain/test-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { insertProfile } from '../support/test-rows.js';
import { errorWith, useTestApp, type Json } from './support/test-app.js';

/**
 * Map search (docs/api.md, "Map search"): the box on the venue list and the search with every
 * filter, sort and page; the map's clusters, spots and priced pins; the antimeridian; venues with
 * no place; malformed boxes answered 400 in the envelope; an answer under 100 KB at any zoom.
 */
const START = new Date('2031-05-04T09:00:00.000Z');
const TODAY = todayUtc(START);
const NORWAY = '-1.5,56.5,31.5,71.5';
const BERGEN = '5.2,60.3,5.45,60.45';
const PACIFIC = '170,-25,-170,-10';
const OSLO = { lat: 59.913868, lng: 10.752245 };
const SOUTH_ATLANTIC = '-80,-60,-40,-40';

const names = (body: Json) => body.data.map((venue: { name: string }) => venue.name);

describeEachEngine('map search', (engine) => {
  const t = useTestApp(engine, {}, { now: () => START });
  const [host] = t.useHostAndGuests('map_host');
  const place = (lat: number | null, lng: number | null) => ({ ...unknownLocation, lat, lng });
  const list = (name: string, price: number, lat: number | null, lng: number | null, extra = {}) =>
    t.listVenue(host, {
      name,
      description: 'A place on the map',
      price,
      maxGuests: 4,
      location: place(lat, lng),
      ...extra,
    });

  beforeAll(async () => {
    await list('Bryggen loft', 1200, 60.397, 5.324, { maxGuests: 2 });
    await list('Nordnes flat', 900, 60.4, 5.31);
    const fyllingsdalen = await list('Fyllingsdalen house', 1500, 60.35, 5.29, { maxGuests: 6 });
    await t.call('PUT', `/api/holidaze/venues/${fyllingsdalen}/pricing`, {
      user: host,
      body: { cleaningFee: 450 },
    });
    await list('Oslo twin A', 1000, OSLO.lat, OSLO.lng);
    await list('Oslo twin B', 1100, OSLO.lat, OSLO.lng);
    await list('Tromsø cabin', 1300, 69.65, 18.96);
    await list('Suva bure', 800, -18.14, 178.44);
    await list('Apia fale', 700, -13.83, -171.76);
    await list('Nowhere zero', 100, 0, 0);
    await list('Nowhere null', 100, null, null);
  });

  const venues = (query: string) => t.call('GET', `/api/holidaze/venues?${query}`);
  const map = (query: string) => t.call('GET', `/api/holidaze/venues/map?${query}`);

  describe('the box on the list and the search', () => {
    it('lists only the venues inside the box, never one at 0,0 or without a place', async () => {
      const found = await venues(`bbox=${NORWAY}&sort=name&sortOrder=asc`);
      expect(found.status).toBe(200);
      expect(names(found.body)).toEqual([
        'Bryggen loft',
        'Fyllingsdalen house',
        'Nordnes flat',
        'Oslo twin A',
        'Oslo twin B',
        'Tromsø cabin',
      ]);
      expect(found.body.meta.totalCount).toBe(6);
      const world = await venues('bbox=-180,-90,180,90');
      expect(world.body.meta.totalCount).toBe(8);
      expect(names(world.body)).not.toContain('Nowhere zero');
    });

    it('combines the box with guests, sort and page, and with the text search', async () => {
      const page = await venues(`bbox=${BERGEN}&guests=2&sort=price&sortOrder=asc&limit=2&page=2`);
      expect(names(page.body)).toEqual(['Fyllingsdalen house']);
      expect(page.body.meta).toMatchObject({ totalCount: 3, pageCount: 2, currentPage: 2 });
      const roomy = await venues(`bbox=${BERGEN}&guests=5`);
      expect(names(roomy.body)).toEqual(['Fyllingsdalen house']);
      const searched = await t.call('GET', `/api/holidaze/venues/search?q=oslo&bbox=${BERGEN}`);
      expect(searched.body.meta.totalCount).toBe(0);
      const inOslo = await t.call('GET', `/api/holidaze/venues/search?q=twin&bbox=${NORWAY}`);
      expect(names(inOslo.body).sort()).toEqual(['Oslo twin A', 'Oslo twin B']);
    });

    it('combines the box with a dated search, priced as the stay', async () => {
      const [from, to] = [addDays(TODAY, 10), addDays(TODAY, 13)];
      const dated = await venues(`bbox=${BERGEN}&dateFrom=${from}&dateTo=${to}&guests=3&sort=name`);
      expect(dated.status).toBe(200);
      expect(names(dated.body)).toEqual(['Nordnes flat', 'Fyllingsdalen house']);
      const house = dated.body.data.find((v: Json) => v.name === 'Fyllingsdalen house');
      expect(house.stayTotalOre).toBe(3 * 150_000 + 45_000);
    });

    it('takes a box over the antimeridian', async () => {
      const pacific = await venues(`bbox=${PACIFIC}&sort=name&sortOrder=asc`);
      expect(pacific.status).toBe(200);
      expect(names(pacific.body)).toEqual(['Apia fale', 'Suva bure']);
      const west = await venues('bbox=175,-25,-175,-10');
      expect(names(west.body)).toEqual(['Suva bure']);
    });

    it('answers a malformed box with 400 in the error envelope, on the list and the search', async () => {
      for (const [bbox, message] of [
        ['5,60,6', BBOX_MESSAGES.shape],
        ['west,south,east,north', BBOX_MESSAGES.shape],
        ['1e400,60,6,61', BBOX_MESSAGES.shape],
        ['190,60,200,61', BBOX_MESSAGES.longitude],
        ['5,-95,6,61', BBOX_MESSAGES.latitude],
        ['5,61,6,60', BBOX_MESSAGES.order],
      ] as const) {
        const answer = await venues(`bbox=${encodeURIComponent(bbox)}`);
        expect(answer.body, bbox).toEqual(errorWith(400, message));
        const searched = await t.call(
          'GET',
          `/api/holidaze/venues/search?q=x&bbox=${encodeURIComponent(bbox)}`,
        );
        expect(searched.body, bbox).toEqual(errorWith(400, message));
      }
      expect((await venues(`bbox=${NORWAY}&bbox=${NORWAY}`)).status).toBe(400);
    });

    it('never answers a 5xx for any text as the box', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string(),
            fc.array(fc.double(), { maxLength: 5 }).map((n) => n.join(',')),
          ),
          async (bbox) => {
            const answers = [
              await venues(`bbox=${encodeURIComponent(bbox)}`),
              await map(`bbox=${encodeURIComponent(bbox)}&zoom=5`),
            ];
            for (const answer of answers) {
              expect([200, 400]).toContain(answer.status);
              if (answer.status === 400) expect(answer.body.statusCode).toBe(400);
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  });

  describe('the map', () => {
    const featuresOf = (body: Json) => body.data.features as MapFeature[];

    it('clusters a country at a far zoom, with counts that add up, and says what has no place', async () => {
      const answer = await map(`bbox=${NORWAY}&zoom=5`);
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({});
      const { total, withoutLocation, gridZoom } = answer.body.data;
      expect({ total, withoutLocation, gridZoom }).toEqual({
        total: 6,
        withoutLocation: 2,
        gridZoom: 5,
      });
      const features = featuresOf(answer.body);
      const counted = features.map((f) => (f.kind === 'venue' ? 1 : f.count));
      expect(counted.reduce((a, b) => a + b, 0)).toBe(6);
      const bergen = features.find((f) => f.kind === 'cluster' && f.count === 3);
      expect(features.find((f) => f.kind === 'spot')).toMatchObject({ count: 2 });
      expect(bergen).toMatchObject({
        bounds: { west: 5.29, south: 60.35, east: 5.324, north: 60.4 },
      });
    });

    it('shows single venues as pins with the nightly price, and twins at one point as a spot', async () => {
      const close = featuresOf((await map(`bbox=${BERGEN}&zoom=16`)).body);
      expect(close.filter((f) => f.kind === 'venue')).toHaveLength(3);
      expect(close.find((f) => f.kind === 'venue' && f.name === 'Bryggen loft')).toMatchObject({
        lat: 60.397,
        lng: 5.324,
        priceOre: 120_000,
        priceKind: 'night',
        unavailable: false,
      });
      const oslo = featuresOf((await map(`bbox=10.7,59.9,10.8,59.95&zoom=20`)).body);
      expect(oslo).toEqual([{ kind: 'spot', lat: OSLO.lat, lng: OSLO.lng, count: 2 }]);
      // The spot's venues one by one: the list with the point as its box.
      const point = `${OSLO.lng},${OSLO.lat},${OSLO.lng},${OSLO.lat}`;
      expect(names((await venues(`bbox=${point}&sort=name&sortOrder=asc`)).body)).toEqual([
        'Oslo twin A',
        'Oslo twin B',
      ]);
    });

    it('merges clusters a few pixels apart across a cell edge; a spot still opens one by one', async () => {
      // At zoom 10 a cell edge runs at longitude -20.0390625 (2048 cells a side): two pairs of
      // venues under a pixel apart on either side of it, and two at one point a pixel east.
      await list('Edge west A', 500, 64.0, -20.0396);
      await list('Edge west B', 500, 64.0001, -20.0395);
      await list('Edge east A', 500, 64.0, -20.0386);
      await list('Edge east B', 500, 64.0001, -20.0385);
      await list('Edge twin A', 500, 64.0003, -20.0375);
      await list('Edge twin B', 500, 64.0003, -20.0375);
      const iceland = '-20.2,63.9,-19.9,64.1';
      const far = featuresOf((await map(`bbox=${iceland}&zoom=10`)).body);
      expect(far).toEqual([
        {
          kind: 'cluster',
          lat: 64.00013,
          lng: -20.03853,
          count: 6,
          bounds: { west: -20.0396, south: 64.0, east: -20.0375, north: 64.0003 },
        },
      ]);
      // Closer in, the two at one point are a spot whose venues open one by one.
      const close = featuresOf((await map(`bbox=-20.041,63.999,-20.036,64.001&zoom=17`)).body);
      expect(close.filter((f) => f.kind === 'spot')).toEqual([
        { kind: 'spot', lat: 64.0003, lng: -20.0375, count: 2 },
      ]);
      expect(close.map((f) => (f.kind === 'venue' ? 1 : f.count)).reduce((a, b) => a + b)).toBe(6);
    });

    it('prices pins with dates as the stay total with every mandatory fee', async () => {
      const [from, to] = [addDays(TODAY, 20), addDays(TODAY, 22)];
      const answer = await map(`bbox=${BERGEN}&zoom=16&dateFrom=${from}&dateTo=${to}&guests=2`);
      const house = featuresOf(answer.body).find(
        (f) => f.kind === 'venue' && f.name === 'Fyllingsdalen house',
      );
      const quoted = quoteStay(
        { dateFrom: from, dateTo: to, guests: 2 },
        {
          price: 1500,
          weekendPrice: null,
          seasons: [],
          cleaningFee: 450,
          extraGuestFee: null,
          extraGuestsFrom: null,
          weeklyDiscountPercent: null,
          monthlyDiscountPercent: null,
        },
      );
      expect(house).toMatchObject({ priceOre: quoted.totalOre, priceKind: 'stay' });
      expect(quoted.totalOre).toBe(2 * 150_000 + 45_000);
      const listed = await venues(`bbox=${BERGEN}&dateFrom=${from}&dateTo=${to}&guests=2`);
      const card = listed.body.data.find((v: Json) => v.name === 'Fyllingsdalen house');
      expect(card.stayTotalOre).toBe(quoted.totalOre);
    });

    it('takes a box over the antimeridian and the same filters as the list', async () => {
      const pacific = featuresOf((await map(`bbox=${PACIFIC}&zoom=8`)).body);
      expect(pacific.map((f) => f.kind === 'venue' && f.name).sort()).toEqual([
        'Apia fale',
        'Suva bure',
      ]);
      const cheap = await map(`bbox=${PACIFIC}&zoom=8&q=suva`);
      expect(cheap.body.data.total).toBe(1);
      expect((await map(`bbox=${NORWAY}&zoom=3&guests=5`)).body.data).toMatchObject({
        total: 1,
        withoutLocation: 0,
      });
    });

    it('answers a malformed box or zoom with 400 in the error envelope', async () => {
      expect((await map('zoom=5')).body).toEqual(errorWith(400, BBOX_MESSAGES.shape));
      expect((await map(`bbox=5,61,6,60&zoom=5`)).body).toEqual(
        errorWith(400, BBOX_MESSAGES.order),
      );
      for (const zoom of ['', '21', '-1', '2.5', 'far']) {
        expect((await map(`bbox=${NORWAY}&zoom=${zoom}`)).body, zoom).toEqual(
          errorWith(400, MAP_ZOOM_MESSAGE),
        );
      }
      const past = await map(`bbox=${NORWAY}&zoom=5&dateFrom=2020-01-01&dateTo=2020-01-03`);
      expect(past.status).toBe(400);
    });

    it('keeps the answer under 100 KB, and its features within the grid, at every zoom', async () => {
      const ownerId = await insertProfile(t.db, 'map_bulk_host');
      const long = 'Ærlig fjordhytte med utsikt 🌊 '.repeat(8).slice(0, 200);
      const random = fc.sample(
        fc.tuple(
          fc.double({ min: -60, max: -40, noNaN: true }),
          fc.double({ min: -80, max: -40, noNaN: true }),
        ),
        { numRuns: 3000, seed: 30 },
      );
      await t.db
        .insertInto('venues')
        .values(
          random.map(([lat, lng], i) => ({
            owner_id: ownerId,
            name: `${i} ${long}`.slice(0, 200),
            description: 'x',
            media: JSON.stringify([]),
            price: 1000 + i,
            max_guests: 2,
            lat,
            lng,
          })),
        )
        .execute();
      let largest = 0;
      for (let zoom = 0; zoom <= 20; zoom += 1) {
        for (const bbox of [SOUTH_ATLANTIC, '-180,-90,180,90', '-61,-51,-59,-49']) {
          const answer = await map(`bbox=${bbox}&zoom=${zoom}`);
          expect(answer.status).toBe(200);
          const bytes = Buffer.byteLength(answer.response.body);
          largest = Math.max(largest, bytes);
          expect(bytes, `${bbox} at zoom ${zoom}`).toBeLessThanOrEqual(100 * 1024);
          expect(answer.body.data.features.length).toBeLessThanOrEqual(MAX_GRID_CELLS);
        }
      }
      // The grid reached single pins with long names somewhere, so the bound was tested in earnest.
      expect(largest).toBeGreaterThan(20 * 1024);
    });
  });
});
