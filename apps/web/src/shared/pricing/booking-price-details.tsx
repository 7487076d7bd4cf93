import { useState } from 'react';
import { formatOre, type Booking } from '@holidaze/domain';
import { PriceBreakdownRows } from './price-breakdown';
import styles from './price-breakdown.module.css';

/** A booked stay's itemised lines, behind "Price details", and what its cancellation refunded. */
export default function BookingPriceDetails({
  booking,
}: {
  booking: Pick<Booking, 'quote' | 'refundOre'>;
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
        <p className={styles.refunded}>Refunded {formatOre(booking.refundOre)}</p>
      )}
    </>
  );
}
