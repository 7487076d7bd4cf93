import { formatNok, nightsBetween, stayTotal, type CalendarDate } from '@holidaze/domain';
import styles from './pricing.module.css';

interface EstimateRowsProps {
  from: CalendarDate;
  to: CalendarDate;
  pricePerNight: number;
  /** Waiting for the itemised quote, or it could not be had (the estimate stays, said so). */
  state?: 'loading' | 'failed';
}

/** Nights × the nightly price: what the panel shows before (or without) the itemised quote. */
export function EstimateRows({ from, to, pricePerNight, state = 'loading' }: EstimateRowsProps) {
  const nights = nightsBetween(from, to);
  return (
    <>
      <div>
        <dt>Price per night</dt>
        <dd>{formatNok(pricePerNight)}</dd>
      </div>
      <div className={styles.total} aria-busy={state === 'loading'}>
        <dt>{state === 'failed' ? 'Estimated total' : 'Total'}</dt>
        <dd>{formatNok(stayTotal(nights, pricePerNight))}</dd>
      </div>
      {state === 'failed' && (
        <div className={styles.estimateNote}>
          <dt>Note</dt>
          <dd>Fees and discounts could not be loaded: the price may differ.</dd>
        </div>
      )}
    </>
  );
}
