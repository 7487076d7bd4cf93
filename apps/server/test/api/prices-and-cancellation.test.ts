import {
  CANCELLATION_POLICY_TERMS,
  addDays,
  formatDeadline,
  quoteStay,
  refundDeadline,
  todayUtc,
  type VenuePricing,
} from '@holidaze/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { errorWith, useTestApp } from './support/test-app.js';

/**
 * Price and cancellation (docs/api.md, "Prices and quotes"), over one app per engine on the test's
 * clock:
 * - a venue's prices, fees and discounts; the quote of a stay, which is the domain's
 *   `quoteStay`; dated searches priced; the booking's snapshot, which later edits never change;
 * - each venue's cancellation policy, kept by the booking made under it; the refund a
 *   cancellation would give, shown before and recorded after, at the deadline's edges; the
 *   host's cancellation refunding in full; the payment preference stored.
 */
const START = new Date('2031-05-04T09:00:00.000Z');
const TODAY = todayUtc(START);
const HOUR = 3_600_000;

describeEachEngine('prices, quotes and cancellation', (engine) => {
  let clock = START;

  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, traveller, stranger] = t.useHostAndGuests(
    'terms_host',
    'terms_guest',
    'terms_other',
  );

  describe('prices and quotes', () => {
    let venueId: string;

    beforeEach(async () => {
      clock = START;
      venueId = await t.listVenue(host, { name: 'Price test cabin', price: 1000, maxGuests: 6 });
    });

    const settings = {
      weekendPrice: 1200,
      seasons: [
        { dateFrom: addDays(TODAY, 30), dateTo: addDays(TODAY, 60), price: 1500, label: 'June' },
      ],
      cleaningFee: 450,
      extraGuestFee: 100,
      extraGuestsFrom: 2,
      weeklyDiscountPercent: 10,
      monthlyDiscountPercent: 25,
    };
    const setPrices = (body: object, user = host) =>
      t.call('PUT', `/api/holidaze/venues/${venueId}/pricing`, { user, body });
    const quote = (from: number, to: number, guests: number) =>
      t.call(
        'GET',
        `/api/holidaze/venues/${venueId}/quote?dateFrom=${addDays(TODAY, from)}&dateTo=${addDays(TODAY, to)}&guests=${guests}`,
      );

    it('quotes nights × price for a venue with only a nightly price', async () => {
      const quoted = await quote(10, 13, 2);
      expect(quoted.status).toBe(200);
      expect(quoted.body.data).toMatchObject({
        currency: 'NOK',
        nightsOre: 300_000,
        cleaningFeeOre: 0,
        discount: null,
        totalOre: 300_000,
      });
      const pricing = await t.call('GET', `/api/holidaze/venues/${venueId}/pricing`);
      expect(pricing.body.data).toMatchObject({ price: 1000, weekendPrice: null, seasons: [] });
    });

    it('lets only the owner set prices, and refuses what does not add up', async () => {
      const url = `/api/holidaze/venues/${venueId}/pricing`;
      expect((await t.call('PUT', url, { body: settings })).status).toBe(401);
      expect((await setPrices(settings, traveller)).status).toBe(403);
      const tooMuch = await setPrices({ ...settings, weeklyDiscountPercent: 95 });
      expect(tooMuch.body).toMatchObject(
        errorWith(400, 'The weekly discount must be a whole number from 0 to 90'),
      );
      const half = await setPrices({ extraGuestFee: 100 });
      expect(half.status).toBe(400);
      expect((await setPrices(settings)).status).toBe(200);
    });

    it('refuses a weekend or season price of NOK 0, keeping what was stored', async () => {
      const url = `/api/holidaze/venues/${venueId}/pricing`;
      const free = await setPrices({ ...settings, weekendPrice: 0 });
      expect(free.body).toMatchObject(
        errorWith(400, 'The weekend price must be a number from 1 to 10000'),
      );
      const freeSeason = await setPrices({
        ...settings,
        seasons: [{ dateFrom: '2031-07-01', dateTo: '2031-07-10', price: 0 }],
      });
      expect(freeSeason.body).toMatchObject(
        errorWith(400, 'A season price must be a number from 1 to 10000'),
      );
      const stored = await t.call('GET', url);
      expect(stored.body.data).toMatchObject({ weekendPrice: null, seasons: [] });
    });

    it('quotes with seasons, weekends, extra guests and a discount exactly as the domain does', async () => {
      await setPrices(settings);
      const pricing: VenuePricing = { price: 1000, ...settings };
      for (const [from, to, guests] of [
        [25, 33, 4],
        [28, 29, 1],
        [20, 50, 3],
      ] as const) {
        const quoted = await quote(from, to, guests);
        expect(quoted.body.data).toEqual(
          quoteStay(
            { dateFrom: addDays(TODAY, from), dateTo: addDays(TODAY, to), guests },
            pricing,
          ),
        );
      }
      expect((await quote(25, 33, 4)).body.data.discount.kind).toBe('weekly');
      expect((await quote(20, 50, 3)).body.data.discount.kind).toBe('monthly');
    });

    it('refuses a quote for no nights, too many nights or no venue', async () => {
      expect((await quote(10, 10, 2)).status).toBe(400);
      expect((await quote(10, 120, 2)).body).toMatchObject(
        errorWith(400, 'Maximum stay is 90 nights'),
      );
      const missing = await t.call(
        'GET',
        `/api/holidaze/venues/00000000-0000-4000-8000-000000000000/quote?dateFrom=${addDays(TODAY, 3)}&dateTo=${addDays(TODAY, 4)}&guests=1`,
      );
      expect(missing.status).toBe(404);
    });

    it('keeps the price a booking was made at, whatever the host changes later', async () => {
      await setPrices(settings);
      const quoted = (await quote(25, 33, 4)).body.data;
      const made = await t.call('POST', '/api/holidaze/bookings', {
        user: traveller,
        body: { venueId, dateFrom: addDays(TODAY, 25), dateTo: addDays(TODAY, 33), guests: 4 },
      });
      expect(made.status).toBe(201);
      expect(made.body.data.quote).toEqual(quoted);

      await t.call('PUT', `/api/holidaze/venues/${venueId}`, {
        user: host,
        body: { price: 3000 },
      });
      await setPrices({ cleaningFee: 2000 });
      const later = await t.call('GET', `/api/holidaze/bookings/${made.body.data.id}`, {
        user: traveller,
      });
      expect(later.body.data.quote).toEqual(quoted);
      const stored = await t.db
        .selectFrom('bookings')
        .select('total_ore')
        .where('id', '=', made.body.data.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.total_ore)).toBe(quoted.totalOre);
      expect((await quote(25, 33, 4)).body.data.totalOre).not.toBe(quoted.totalOre);
    });

    it('prices the searched stay on every venue of a dated search, and nothing without dates', async () => {
      await setPrices(settings);
      const [from, to] = [addDays(TODAY, 25), addDays(TODAY, 33)];
      const dated = await t.call(
        'GET',
        `/api/holidaze/venues/search?q=Price%20test&dateFrom=${from}&dateTo=${to}&guests=4`,
      );
      const found = dated.body.data.find((venue: { id: string }) => venue.id === venueId);
      expect(found.stayTotalOre).toBe((await quote(25, 33, 4)).body.data.totalOre);
      const undated = await t.call('GET', '/api/holidaze/venues/search?q=Price%20test');
      expect(undated.body.data[0]).not.toHaveProperty('stayTotalOre');
    });

    it('refuses price seasons that overlap, so no night has two prices', async () => {
      const overlapping = await setPrices({
        seasons: [
          { dateFrom: addDays(TODAY, 10), dateTo: addDays(TODAY, 20), price: 1500 },
          { dateFrom: addDays(TODAY, 19), dateTo: addDays(TODAY, 30), price: 1700 },
        ],
      });
      expect(overlapping.body).toMatchObject(errorWith(400, 'Price seasons must not overlap'));
    });
  });

  describe('cancellation policy and refunds', () => {
    let venueId: string;

    beforeEach(async () => {
      clock = START;
      venueId = await t.listVenue(host, { price: 1575, maxGuests: 4 });
      const terms = await t.call('PUT', `/api/holidaze/venues/${venueId}/pricing`, {
        user: host,
        body: { cancellationPolicy: 'strict' },
      });
      expect(terms.body.data.cancellationPolicy).toBe('strict');
    });

    const book = async (from: number, nights: number, extra: object = {}) => {
      const made = await t.call('POST', '/api/holidaze/bookings', {
        user: traveller,
        body: {
          venueId,
          dateFrom: addDays(TODAY, from),
          dateTo: addDays(TODAY, from + nights),
          guests: 2,
          ...extra,
        },
      });
      expect(made.status).toBe(201);
      return made.body.data;
    };

    it('keeps the policy a stay was booked under, and the payment preference given', async () => {
      const booking = await book(20, 6, { paymentPreference: 'Klarna' });
      expect(booking).toMatchObject({
        cancellationPolicy: 'strict',
        paymentPreference: 'Klarna',
        totalOre: 945_000,
        refundOre: null,
      });
      await t.call('PUT', `/api/holidaze/venues/${venueId}/pricing`, {
        user: host,
        body: { cancellationPolicy: 'flexible' },
      });
      const later = await t.call('GET', `/api/holidaze/bookings/${booking.id}`, {
        user: traveller,
      });
      expect(later.body.data.cancellationPolicy).toBe('strict');
      // The confirmation mail is the receipt: every line of the price, the total, the policy.
      const mail = await t.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('subject', 'like', `Booking confirmed:%${booking.reference}%`)
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain('6 nights × NOK 1,575: NOK 9,450');
      expect(mail.text_body).toContain('Total: NOK 9,450');
      expect(mail.text_body).toContain(
        `Cancellation policy: Strict. ${CANCELLATION_POLICY_TERMS.strict.summary} For this stay: ${formatDeadline(refundDeadline('strict', addDays(TODAY, 20)), 'UTC')}.`,
      );
      // 10:00 UTC eight days before the check-in date, as the policy says.
      expect(refundDeadline('strict', addDays(TODAY, 20)).toISOString()).toBe(
        `${addDays(TODAY, 12)}T10:00:00.000Z`,
      );
      // Nothing is charged: what is owed, to whom and when; no payment method to suggest one.
      expect(mail.text_body).toContain(
        'Nothing has been charged. Pay the host at check-in: NOK 9,450.',
      );
      expect(mail.text_body).not.toContain('Klarna');
      const refused = await t.call('POST', '/api/holidaze/bookings', {
        user: traveller,
        body: {
          venueId,
          dateFrom: addDays(TODAY, 40),
          dateTo: addDays(TODAY, 41),
          guests: 1,
          paymentPreference: 'Bitcoin',
        },
      });
      expect(refused.body).toMatchObject(
        errorWith(400, 'paymentPreference must be one of Credit Card, Apple Pay, Klarna'),
      );
    });

    it('shows the refund before cancelling, at each side of the deadline, to the traveller only', async () => {
      const booking = await book(20, 6);
      const url = `/api/holidaze/bookings/${booking.id}/refund`;
      const deadline = refundDeadline('strict', addDays(TODAY, 20)).getTime();

      clock = new Date(deadline);
      const onTime = await t.call('GET', url, { user: traveller });
      expect(onTime.body.data).toMatchObject({
        policy: 'strict',
        percent: 50,
        refundOre: 472_500,
        totalOre: 945_000,
        refundDeadline: new Date(deadline).toISOString(),
        message:
          'You will no longer owe NOK 4,725 of NOK 9,450; NOK 4,725 stays owed to the host under the policy',
      });
      clock = new Date(deadline + 1);
      const late = await t.call('GET', url, { user: traveller });
      expect(late.body.data).toMatchObject({ percent: 0, refundOre: 0 });

      expect((await t.call('GET', url)).status).toBe(401);
      expect((await t.call('GET', url, { user: stranger })).status).toBe(404);
      expect((await t.call('GET', url, { user: host })).status).toBe(403);
    });

    it('records the refund on cancelling, frees the nights, and lists it only when asked', async () => {
      const booking = await book(20, 6);
      clock = new Date(refundDeadline('strict', addDays(TODAY, 20)).getTime() - HOUR);
      const cancelled = await t.call('DELETE', `/api/holidaze/bookings/${booking.id}`, {
        user: traveller,
      });
      expect(cancelled.status).toBe(204);
      const stored = await t.db
        .selectFrom('bookings')
        .select(['status', 'refund_ore', 'cancelled_at'])
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: 'cancelled', cancelled_at: clock });
      expect(Number(stored.refund_ore)).toBe(472_500);

      // The nights are free at once, and the venue counts the stay no more.
      await book(20, 6);
      const lists = `/api/holidaze/profiles/${traveller.name}/bookings`;
      const plain = await t.call('GET', lists, { user: traveller });
      expect(plain.body.data.map((b: { id: string }) => b.id)).not.toContain(booking.id);
      const asked = await t.call('GET', `${lists}?_cancelled=true`, { user: traveller });
      expect(asked.body.data.find((b: { id: string }) => b.id === booking.id)).toMatchObject({
        status: 'cancelled',
        refundOre: 472_500,
      });
      const again = await t.call('DELETE', `/api/holidaze/bookings/${booking.id}`, {
        user: traveller,
      });
      expect(again.status).toBe(400);
    });

    it('refunds in full when the host cancels, even past the deadline', async () => {
      const booking = await book(2, 3);
      const cancelled = await t.call('POST', `/api/holidaze/bookings/${booking.id}/cancellation`, {
        user: host,
        body: { reason: 'Burst pipe' },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({
        status: 'cancelledByHost',
        refundOre: 472_500,
        totalOre: 472_500,
      });
      const told = await t.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('subject', 'like', `Your booking was cancelled by the host:%${booking.reference}%`)
        .executeTakeFirstOrThrow();
      expect(told.text_body).toContain('No longer owed: NOK 4,725.');
      expect(told.text_body).not.toMatch(/refund/i);
    });

    it('refuses a policy it does not know and keeps the one set', async () => {
      const refused = await t.call('PUT', `/api/holidaze/venues/${venueId}/pricing`, {
        user: host,
        body: { cancellationPolicy: 'lenient' },
      });
      expect(refused.body).toMatchObject(
        errorWith(400, 'cancellationPolicy must be one of flexible, moderate, strict'),
      );
      const terms = await t.call('GET', `/api/holidaze/venues/${venueId}/pricing`);
      expect(terms.body.data.cancellationPolicy).toBe('strict');
    });
  });
});
