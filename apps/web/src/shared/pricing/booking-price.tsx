import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { bookedTotalOre, type Booking } from '@holidaze/domain';
import { formatOre } from '../i18n';

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
  const amount = formatOre(total);
  return (
    <>
      <p className={className}>
        <Trans>
          Total <strong>{amount}</strong>
        </Trans>
      </p>
      {(booking.quote || booking.refundOre != null) && (
        <Suspense fallback={null}>
          <BookingPriceDetails booking={booking} />
        </Suspense>
      )}
    </>
  );
}
