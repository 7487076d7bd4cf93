import { lazy, Suspense } from 'react';
import { bookedTotalOre, formatOre, type Booking } from '@holidaze/domain';

// The itemised lines and the refund load after the list: booking lists stay light.
const BookingPriceDetails = lazy(() => import('./booking-price-details'));

interface BookingPriceProps {
  booking: Pick<Booking, 'dateFrom' | 'dateTo' | 'totalOre' | 'quote' | 'refundOre'>;
  /** The venue's nightly price, for stays booked before prices were kept. */
  pricePerNight?: number | undefined;
  className?: string | undefined;
}

/**
 * What a booking costs as it was booked (its stored total), then its itemised lines behind a
 * disclosure and what a cancellation refunded; stays from before itemised prices show nights ×
 * the nightly price.
 */
export function BookingPrice({ booking, pricePerNight, className }: BookingPriceProps) {
  const total = bookedTotalOre(booking, pricePerNight);
  if (total === null) return null;
  return (
    <>
      <p className={className}>
        Total <strong>{formatOre(total)}</strong>
      </p>
      {(booking.quote || booking.refundOre != null) && (
        <Suspense fallback={null}>
          <BookingPriceDetails booking={booking} />
        </Suspense>
      )}
    </>
  );
}
