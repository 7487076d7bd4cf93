import { BookingsSection } from './bookings-section';
import { historyBookings } from './group-bookings';

export function BookingHistoryPage() {
  return (
    <BookingsSection
      title="Booking History"
      emptyText="No past or ongoing bookings."
      select={historyBookings}
    />
  );
}
