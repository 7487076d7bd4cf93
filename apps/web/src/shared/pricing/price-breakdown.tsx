import { Trans } from '@lingui/react/macro';
import { quoteLines, type PriceQuote } from '@holidaze/domain';
import { formatOre } from '../i18n';
import { quoteLineLabels } from './quote-labels';
import styles from './price-breakdown.module.css';
import { ApproximatePrice } from '../currency';

/**
 * An itemised price (the booking's stored quote, or a fresh one): the nights by rate, extra
 * guests, the discount and the cleaning fee, then the total. Rows of the caller's `<dl>`.
 */
export function PriceBreakdownRows({ quote }: { quote: PriceQuote }) {
  const labels = quoteLineLabels(quote);
  return (
    <>
      {quoteLines(quote).map((line, index) => (
        <div key={line.label} className={line.amountOre < 0 ? styles.discount : undefined}>
          <dt>{labels[index] ?? line.label}</dt>
          <dd>
            {line.amountOre < 0 ? `− ${formatOre(-line.amountOre)}` : formatOre(line.amountOre)}
          </dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>
          {formatOre(quote.totalOre)}
          <ApproximatePrice ore={quote.totalOre} />
        </dd>
      </div>
    </>
  );
}
