import { BookingsSection } from './bookings-section';
import { requestedBookings, upcomingBookings } from './group-bookings';

export function UpcomingBookingsPage() {
  return (
    <BookingsSection
      title="Upcoming Bookings"
      emptyText="You have no upcoming bookings."
      select={upcomingBookings}
      requests={requestedBookings}
    />
  );
}
