import { Trans } from '@lingui/react/macro';
import { nightsBetween, stayTotal, type CalendarDate } from '@holidaze/domain';
import { formatNok } from '../../../shared/i18n';
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
        <dt>
          <Trans>Price per night</Trans>
        </dt>
        <dd>{formatNok(pricePerNight)}</dd>
      </div>
      <div className={styles.total} aria-busy={state === 'loading'}>
        <dt>{state === 'failed' ? <Trans>Estimated total</Trans> : <Trans>Total</Trans>}</dt>
        <dd>{formatNok(stayTotal(nights, pricePerNight))}</dd>
      </div>
      {state === 'failed' && (
        <div className={styles.estimateNote}>
          <dt>
            <Trans>Note</Trans>
          </dt>
          <dd>
            <Trans>Fees and discounts could not be loaded: the price may differ.</Trans>
          </dd>
        </div>
      )}
    </>
  );
}
