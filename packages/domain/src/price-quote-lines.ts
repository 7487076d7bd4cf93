import { formatGroupedNumber } from './format';
import type { PriceQuote, QuoteNight } from './price-quote';

/** One line of an itemised price as people read it; `amountOre` is negative for a discount. */
export interface QuoteLine {
  label: string;
  amountOre: number;
}

const nightWord = (count: number) => (count === 1 ? 'night' : 'nights');
// toLocaleString's default, at most three decimals (formatGroupedNumber: without Intl).
const kroner = (ore: number) => `NOK ${formatGroupedNumber(ore / 100, 3)}`;

const rateName = (night: QuoteNight) =>
  night.rate === 'season' ? (night.label ?? 'Season') : night.rate === 'weekend' ? 'Weekend' : '';

/** A run of a quote's nights at one rate and price: one receipt line. */
export interface NightGroup {
  /** The first of the nights: its rate, season label and price stand for all of them. */
  night: QuoteNight;
  count: number;
}

/**
 * The quote's nights grouped by rate, season and price, in the order each first occurs: the
 * receipt's night lines, whatever language they are worded in (the web's labels, the mails).
 */
export function nightGroups(quote: PriceQuote): NightGroup[] {
  const groups = new Map<string, NightGroup>();
  for (const night of quote.nights) {
    const key = `${night.rate}|${night.label ?? ''}|${night.priceOre}`;
    const group = groups.get(key) ?? { night, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A quote as the lines a receipt shows, in order: nights grouped by rate and price
 * ("3 nights × NOK 1,000", "2 Weekend nights × NOK 1,200"), extra guests, the discount, the
 * cleaning fee. The lines add up to the quote's total.
 */
export function quoteLines(quote: PriceQuote): QuoteLine[] {
  const lines: QuoteLine[] = nightGroups(quote).map(({ night, count }) => {
    const name = rateName(night);
    return {
      label: `${count} ${name ? `${name} ` : ''}${nightWord(count)} × ${kroner(night.priceOre)}`,
      amountOre: count * night.priceOre,
    };
  });
  if (quote.extraGuestsOre > 0) {
    lines.push({
      label: `${quote.extraGuests} extra ${quote.extraGuests === 1 ? 'guest' : 'guests'}`,
      amountOre: quote.extraGuestsOre,
    });
  }
  if (quote.discount) {
    const name = quote.discount.kind === 'monthly' ? 'Monthly' : 'Weekly';
    lines.push({
      label: `${name} discount (${quote.discount.percent} %)`,
      amountOre: -quote.discount.amountOre,
    });
  }
  if (quote.cleaningFeeOre > 0)
    lines.push({ label: 'Cleaning fee', amountOre: quote.cleaningFeeOre });
  return lines;
}
