import fc from 'fast-check';
import { showIn } from '../../test/locale';
import { noLongerOwed, quoteLines, type PriceQuote, type QuoteNight } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { noLongerOwedLabel, quoteLineLabels } from './quote-labels';

const ore = fc.integer({ min: 0, max: 10_000_000 });
const nightArb: fc.Arbitrary<QuoteNight> = fc.record({
  night: fc.constant('2031-07-01'),
  rate: fc.constantFrom('base' as const, 'weekend' as const, 'season' as const),
  label: fc.option(fc.constantFrom('July', 'Summer', 'Påske'), { nil: null }),
  priceOre: fc.constantFrom(100_000, 120_000, 99_950, 1_234_567),
});
const quoteArb: fc.Arbitrary<PriceQuote> = fc.record({
  currency: fc.constant('NOK' as const),
  nights: fc.array(nightArb, { minLength: 1, maxLength: 40 }),
  nightsOre: ore,
  extraGuests: fc.integer({ min: 0, max: 6 }),
  extraGuestsOre: ore,
  discount: fc.option(
    fc.record({
      kind: fc.constantFrom('weekly' as const, 'monthly' as const),
      percent: fc.integer({ min: 1, max: 90 }),
      amountOre: ore,
    }),
    { nil: null },
  ),
  cleaningFeeOre: ore,
  totalOre: ore,
}) as fc.Arbitrary<PriceQuote>;

describe('the price lines in the page language', () => {
  it('word every line in English exactly as the domain does, in its order', () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        expect(quoteLineLabels(quote)).toEqual(quoteLines(quote).map((line) => line.label));
      }),
    );
  });

  it('word the refund in English exactly as the domain does', () => {
    fc.assert(
      fc.property(ore, fc.option(ore, { nil: null }), (refundOre, totalOre) => {
        expect(noLongerOwedLabel({ refundOre, totalOre })).toBe(
          noLongerOwed({ refundOre, totalOre }),
        );
      }),
    );
  });

  it('word the lines in Norwegian', async () => {
    await showIn('nb');
    const night = (rate: QuoteNight['rate'], label: string | null = null): QuoteNight => ({
      night: '2031-07-01',
      rate,
      label,
      priceOre: 100_000,
    });
    const quote = {
      currency: 'NOK',
      nights: [night('base'), night('base'), night('weekend'), night('season', 'Juli')],
      nightsOre: 400_000,
      extraGuests: 1,
      extraGuestsOre: 20_000,
      discount: { kind: 'weekly', percent: 10, amountOre: 40_000 },
      cleaningFeeOre: 45_000,
      totalOre: 425_000,
    } as PriceQuote;
    const labels = quoteLineLabels(quote);
    expect(labels[0]).toMatch(/^2 netter × /);
    expect(labels[1]).toMatch(/^1 helgenatt × /);
    expect(labels[2]).toMatch(/^1 natt \(Juli\) × /);
    expect(labels.slice(3)).toEqual(['1 ekstra gjest', 'Ukesrabatt (10 %)', 'Rengjøringsgebyr']);
    expect(noLongerOwedLabel({ refundOre: 100, totalOre: 300 })).toMatch(
      /^Skal ikke lenger betales: .*; skal fortsatt betales til verten: /,
    );
  });
});
