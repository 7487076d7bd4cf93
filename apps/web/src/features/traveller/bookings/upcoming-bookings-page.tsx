import { useLingui } from '@lingui/react/macro';
import { BookingsSection } from './bookings-section';
import { requestedBookings, upcomingBookings } from './group-bookings';

export function UpcomingBookingsPage() {
  const { t } = useLingui();
  return (
    <BookingsSection
      title={t`Upcoming Bookings`}
      emptyText={t`You have no upcoming bookings.`}
      select={upcomingBookings}
      requests={requestedBookings}
    />
  );
}
