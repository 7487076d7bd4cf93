import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import {
  MONTHLY_NIGHTS,
  WEEKLY_NIGHTS,
  basicPricing,
  quoteStay,
  toOre,
  type VenuePricing,
} from './price-quote';
import { quoteLines } from './price-quote-lines';
import { nearbyDayArb } from './test-arbitraries';

const nok = fc.integer({ min: 0, max: 1_000_000 }).map((ore) => ore / 100);
const percent = fc.option(fc.integer({ min: 0, max: 90 }), { nil: null });

const pricingArb: fc.Arbitrary<VenuePricing> = fc.record({
  price: nok,
  weekendPrice: fc.option(nok, { nil: null }),
  seasons: fc.array(
    fc
      .tuple(nearbyDayArb, fc.integer({ min: 1, max: 20 }), nok)
      .map(([dateFrom, length, price]) => ({ dateFrom, dateTo: addDays(dateFrom, length), price })),
    { maxLength: 3 },
  ),
  cleaningFee: fc.option(nok, { nil: null }),
  extraGuestFee: fc.option(nok, { nil: null }),
  extraGuestsFrom: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  weeklyDiscountPercent: percent,
  monthlyDiscountPercent: percent,
});

const stayArb = fc
  .tuple(nearbyDayArb, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }))
  .map(([dateFrom, nights, guests]) => ({ dateFrom, dateTo: addDays(dateFrom, nights), guests }));

describe('the price quote', () => {
  it('is never negative and adds up: nights + extra guests − discount + cleaning', () => {
    fc.assert(
      fc.property(stayArb, pricingArb, (stay, pricing) => {
        const quote = quoteStay(stay, pricing);
        expect(quote.totalOre).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(quote.totalOre)).toBe(true);
        expect(quote.nightsOre).toBe(quote.nights.reduce((sum, night) => sum + night.priceOre, 0));
        expect(quote.totalOre).toBe(
          quote.nightsOre +
            quote.extraGuestsOre -
            (quote.discount?.amountOre ?? 0) +
            quote.cleaningFeeOre,
        );
      }),
    );
  });

  it('prices each night by its own season, then weekend, then base', () => {
    fc.assert(
      fc.property(stayArb, pricingArb, (stay, pricing) => {
        for (const night of quoteStay(stay, pricing).nights) {
          const season = pricing.seasons.find(
            (s) => s.dateFrom <= night.night && night.night < s.dateTo,
          );
          const weekday = new Date(`${night.night}T00:00:00Z`).getUTCDay();
          const expected = season
            ? season.price
            : pricing.weekendPrice !== null && (weekday === 5 || weekday === 6)
              ? pricing.weekendPrice
              : pricing.price;
          expect(night.priceOre).toBe(toOre(expected));
        }
      }),
    );
  });

  it('applies one discount once: monthly from 28 nights, else weekly from 7', () => {
    fc.assert(
      fc.property(stayArb, pricingArb, (stay, pricing) => {
        const quote = quoteStay(stay, pricing);
        const count = quote.nights.length;
        const base = quote.nightsOre + quote.extraGuestsOre;
        if (!quote.discount) {
          const monthly = count >= MONTHLY_NIGHTS && (pricing.monthlyDiscountPercent ?? 0) > 0;
          const weekly = count >= WEEKLY_NIGHTS && (pricing.weeklyDiscountPercent ?? 0) > 0;
          expect(monthly || weekly).toBe(false);
          return;
        }
        const expectedKind =
          count >= MONTHLY_NIGHTS && (pricing.monthlyDiscountPercent ?? 0) > 0
            ? 'monthly'
            : 'weekly';
        expect(quote.discount.kind).toBe(expectedKind);
        expect(quote.discount.amountOre).toBe(Math.round((base * quote.discount.percent) / 100));
        expect(quote.discount.amountOre).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('is nights × price for a venue with only a nightly price, as before pricing existed', () => {
    fc.assert(
      fc.property(stayArb, nok, (stay, price) => {
        const quote = quoteStay(stay, basicPricing(price));
        expect(quote.totalOre).toBe(quote.nights.length * toOre(price));
        expect(quote.discount).toBeNull();
      }),
    );
  });

  it('splits a stay across a season boundary and adds a weekly discount and fees', () => {
    const quote = quoteStay(
      { dateFrom: '2026-06-26', dateTo: '2026-07-03', guests: 4 },
      {
        ...basicPricing(1000),
        weekendPrice: 1200,
        seasons: [{ dateFrom: '2026-07-01', dateTo: '2026-08-01', price: 1500, label: 'July' }],
        cleaningFee: 450,
        extraGuestFee: 100,
        extraGuestsFrom: 2,
        weeklyDiscountPercent: 10,
      },
    );
    expect(quote.nights.map((night) => [night.night, night.rate, night.priceOre])).toEqual([
      ['2026-06-26', 'weekend', 120_000],
      ['2026-06-27', 'weekend', 120_000],
      ['2026-06-28', 'base', 100_000],
      ['2026-06-29', 'base', 100_000],
      ['2026-06-30', 'base', 100_000],
      ['2026-07-01', 'season', 150_000],
      ['2026-07-02', 'season', 150_000],
    ]);
    expect(quote.extraGuestsOre).toBe(2 * 7 * 10_000);
    expect(quote.discount).toEqual({ kind: 'weekly', percent: 10, amountOre: 98_000 });
    expect(quote.totalOre).toBe(840_000 + 140_000 - 98_000 + 45_000);
  });
});

describe('the quote as receipt lines', () => {
  it('adds up to the total, whatever the stay and prices', () => {
    fc.assert(
      fc.property(stayArb, pricingArb, (stay, pricing) => {
        const quote = quoteStay(stay, pricing);
        const lines = quoteLines(quote);
        expect(lines.reduce((sum, line) => sum + line.amountOre, 0)).toBe(quote.totalOre);
      }),
    );
  });

  it('groups nights by rate and names the season, the discount and the fees', () => {
    const pricing: VenuePricing = {
      ...basicPricing(1000),
      weekendPrice: 1200,
      seasons: [{ dateFrom: '2031-07-01', dateTo: '2031-08-01', price: 1500, label: 'July' }],
      cleaningFee: 450,
      weeklyDiscountPercent: 10,
    };
    // Thu 26 Jun to Thu 3 Jul 2031: Thu, Fri, Sat, Sun, Mon, then two July nights.
    const lines = quoteLines(
      quoteStay({ dateFrom: '2031-06-26', dateTo: '2031-07-03', guests: 2 }, pricing),
    );
    expect(lines.map((line) => line.label)).toEqual([
      '3 nights × NOK 1,000',
      '2 Weekend nights × NOK 1,200',
      '2 July nights × NOK 1,500',
      'Weekly discount (10 %)',
      'Cleaning fee',
    ]);
  });
});
