import { useState } from 'react';
import {
  ACCOUNT_PAGE_SIZE,
  pageCount,
  slicePage,
  type Booking,
  type BookingStatus,
} from '@holidaze/domain';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Pagination } from '../../../shared/ui/pagination';
import { BookingCard } from './booking-card';
import styles from './bookings.module.css';

interface Props {
  bookings: readonly Booking[];
  statusOf(booking: Booking): BookingStatus;
  username: string;
  emptyText: string;
  label: string;
}

/** Three bookings a page (spec §9) with the shared pagination. */
export function BookingList({ bookings, statusOf, username, emptyText, label }: Props) {
  const [page, setPage] = useState(1);
  const pages = pageCount(bookings.length, ACCOUNT_PAGE_SIZE);
  // A cancelled booking can empty the last page: show the one before it.
  const current = Math.min(page, Math.max(1, pages));

  if (bookings.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {slicePage(bookings, current, ACCOUNT_PAGE_SIZE).map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} status={statusOf(booking)} username={username} />
          </li>
        ))}
      </ul>
      <Pagination page={current} pageCount={pages} onChange={setPage} label={`${label} pages`} />
    </>
  );
}
