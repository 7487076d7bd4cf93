import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Booking } from '@holidaze/domain';
import { PriceBreakdownRows } from './price-breakdown';
import { noLongerOwedLabel } from './quote-labels';
import styles from './price-breakdown.module.css';

/**
 * A booked stay's itemised lines, behind "Price details", and what its cancellation means is no
 * longer owed (nothing is charged online: the traveller pays the host at check-in).
 */
export default function BookingPriceDetails({
  booking,
}: {
  booking: Pick<Booking, 'quote' | 'refundOre' | 'totalOre'>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {booking.quote && (
        <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>
            <Trans>Price details</Trans>
          </summary>
          {open && (
            <dl className={styles.lines}>
              <PriceBreakdownRows quote={booking.quote} />
            </dl>
          )}
        </details>
      )}
      {booking.refundOre != null && (
        <p className={styles.refunded}>
          {noLongerOwedLabel({ refundOre: booking.refundOre, totalOre: booking.totalOre })}
        </p>
      )}
    </>
  );
}
