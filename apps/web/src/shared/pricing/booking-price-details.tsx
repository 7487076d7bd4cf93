import { useState } from 'react';
import { noLongerOwed, type Booking } from '@holidaze/domain';
import { PriceBreakdownRows } from './price-breakdown';
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
          <summary>Price details</summary>
          {open && (
            <dl className={styles.lines}>
              <PriceBreakdownRows quote={booking.quote} />
            </dl>
          )}
        </details>
      )}
      {booking.refundOre != null && (
        <p className={styles.refunded}>
          {noLongerOwed({ refundOre: booking.refundOre, totalOre: booking.totalOre })}
        </p>
      )}
    </>
  );
}
