import { formatOre, quoteLines, type PriceQuote } from '@holidaze/domain';
import styles from './price-breakdown.module.css';

/**
 * An itemised price (the booking's stored quote, or a fresh one): the nights by rate, extra
 * guests, the discount and the cleaning fee, then the total. Rows of the caller's `<dl>`.
 */
export function PriceBreakdownRows({ quote }: { quote: PriceQuote }) {
  return (
    <>
      {quoteLines(quote).map((line) => (
        <div key={line.label} className={line.amountOre < 0 ? styles.discount : undefined}>
          <dt>{line.label}</dt>
          <dd>
            {line.amountOre < 0 ? `− ${formatOre(-line.amountOre)}` : formatOre(line.amountOre)}
          </dd>
        </div>
      ))}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatOre(quote.totalOre)}</dd>
      </div>
    </>
  );
}
