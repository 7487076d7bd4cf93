import { t, plural } from '@lingui/core/macro';
import { nightGroups, type PriceQuote, type QuoteNight } from '@holidaze/domain';
import { formatOre } from '../i18n';

/*
 * The words of the domain's quoteLines (packages/domain/src/price-quote-lines.ts), line for line
 * in the same order, in the page's language; the domain stays the one home of the amounts.
 * Called at render time, so the page's catalogue is there.
 */

function nightsLine(night: QuoteNight, count: number): string {
  const price = formatOre(night.priceOre);
  if (night.rate === 'weekend')
    return plural(count, {
      one: `# Weekend night × ${price}`,
      other: `# Weekend nights × ${price}`,
    });
  if (night.rate === 'season') {
    const season = night.label ?? t`Season`;
    return plural(count, {
      one: `# ${season} night × ${price}`,
      other: `# ${season} nights × ${price}`,
    });
  }
  return plural(count, { one: `# night × ${price}`, other: `# nights × ${price}` });
}

/** The label of each of `quoteLines(quote)`, in its order. */
export function quoteLineLabels(quote: PriceQuote): string[] {
  const labels = nightGroups(quote).map(({ night, count }) => nightsLine(night, count));
  const extraGuests = quote.extraGuests;
  if (quote.extraGuestsOre > 0)
    labels.push(plural(extraGuests, { one: '# extra guest', other: '# extra guests' }));
  if (quote.discount) {
    const percent = quote.discount.percent;
    labels.push(
      quote.discount.kind === 'monthly'
        ? t`Monthly discount (${percent} %)`
        : t`Weekly discount (${percent} %)`,
    );
  }
  if (quote.cleaningFeeOre > 0) labels.push(t`Cleaning fee`);
  return labels;
}

/** What a cancellation no longer asks of the traveller (the domain's noLongerOwed, translated). */
export function noLongerOwedLabel(booking: { refundOre: number; totalOre?: number | null }) {
  const kept = booking.totalOre != null ? booking.totalOre - booking.refundOre : 0;
  const freed = formatOre(booking.refundOre);
  if (kept <= 0) return t`No longer owed: ${freed}`;
  const owed = formatOre(kept);
  return t`No longer owed: ${freed}; still owed to the host: ${owed}`;
}
