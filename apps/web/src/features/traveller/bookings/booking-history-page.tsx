import { useLingui } from '@lingui/react/macro';
import { BookingsSection } from './bookings-section';
import { historyBookings } from './group-bookings';

export function BookingHistoryPage() {
  const { t } = useLingui();
  return (
    <BookingsSection
      title={t`Booking History`}
      emptyText={t`No past or ongoing bookings.`}
      select={historyBookings}
    />
  );
}
