import { useId, useState } from 'react';
import { ACCOUNT_PAGE_SIZE, pageCount, slicePage, todayLocal } from '@holidaze/domain';
import { EmptyState, Pagination } from '../../../shared/ui';
import { useAdminArea } from '../layout/admin-context';
import { AdminBookingCard } from './admin-booking-card';
import {
  BOOKING_FILTERS,
  bookingsOf,
  filterByStatus,
  sortByStart,
  type BookingFilter,
} from './manager-bookings';
import styles from '../admin.module.css';

/** Every booking on the manager's venues by check-in day, filtered by where it stands. */
export function ManageBookingsPage() {
  const { venues } = useAdminArea();
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [page, setPage] = useState(1);
  const selectId = useId();
  const today = todayLocal();
  const shown = filterByStatus(sortByStart(bookingsOf(venues)), filter, today);
  const pages = pageCount(shown.length, ACCOUNT_PAGE_SIZE);
  return (
    <section aria-labelledby="manage-bookings">
      <div className={styles.sectionHead}>
        <h2 id="manage-bookings">Bookings on Your Properties</h2>
        <div className={styles.filter}>
          <label htmlFor={selectId}>Show</label>
          <select
            id={selectId}
            className={styles.select}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as BookingFilter);
              setPage(1);
            }}
          >
            {BOOKING_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState>No bookings found.</EmptyState>
      ) : (
        <div className={styles.list}>
          {slicePage(shown, page, ACCOUNT_PAGE_SIZE).map((booking) => (
            <AdminBookingCard key={booking.id} booking={booking} today={today} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pages} onChange={setPage} label="Booking pages" />
    </section>
  );
}
