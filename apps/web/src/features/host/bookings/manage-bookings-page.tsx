import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_PAGE_SIZE, holdsNights, pageCount, slicePage, todayLocal } from '@holidaze/domain';
import { usePendingReviews } from '../../../shared/api/reviews';
import { STATE_LABELS } from '../../../shared/bookings/state-labels';
import { Button } from '../../../shared/ui/button';
import { Pagination } from '../../../shared/ui/pagination';
import { useHostArea } from '../layout/host-context';
import { useLinkedBooking } from './api/linked-booking';
import { HostBookingCard, HostBookingList } from './host-booking-card';
import {
  bookedMonths,
  bookedVenues,
  monthLabel,
  narrowBookings,
  type Narrowing,
} from './booking-narrowing';
import { FilterSelect } from './filter-select';
import {
  BOOKING_FILTERS,
  bookingsOf,
  filterByStatus,
  sortByStart,
  type BookingFilter as StatusFilter,
} from './manager-bookings';
import styles from '../host.module.css';
import own from './manage-bookings.module.css';
import ui from '../../../shared/ui/ui.module.css';

/** `toReview`: completed stays whose guest the host may still review. */
type BookingFilter = StatusFilter | 'toReview';
const FILTERS = [...BOOKING_FILTERS, { value: 'toReview', label: msg`To review` }];

/**
 * Every booking on the manager's venues by check-in day, filtered by where it stands (spec), and
 * narrowed by venue and by month, so that hundreds of bookings are not a hundred pages of three.
 * A link from a mail or notification (`?booking=<id>`) shows its booking first, and the guests
 * still to review are one click away.
 */
export function ManageBookingsPage() {
  const { venues, username } = useHostArea();
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<BookingFilter>('all');
  const [narrowing, setNarrowing] = useState<Narrowing>({ venue: 'all', month: 'all' });
  const [page, setPage] = useState(1);
  const today = todayLocal();
  const all = sortByStart(bookingsOf(venues));
  const pending = usePendingReviews();
  const toReview = useMemo(
    () =>
      new Set(
        (pending.data ?? [])
          .filter((entry) => entry.side === 'host')
          .map((entry) => entry.bookingId),
      ),
    [pending.data],
  );
  const reviewCount = all.filter((booking) => toReview.has(booking.id)).length;
  const linkedId = params.get('booking');
  const listed = linkedId ? all.find((booking) => booking.id === linkedId) : undefined;
  const fetched = useLinkedBooking(linkedId, listed === undefined);
  const linked = listed ?? fetched.data ?? undefined;
  const filtered =
    filter === 'toReview'
      ? all.filter((booking) => toReview.has(booking.id))
      : filterByStatus(all, filter, today);
  const shown = narrowBookings(filtered, narrowing);
  const shownCount = shown.length;
  const pages = pageCount(shownCount, ACCOUNT_PAGE_SIZE);
  const narrow = (change: Partial<Narrowing>) => {
    setNarrowing((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const choose = (value: BookingFilter) => {
    setFilter(value);
    setPage(1);
  };
  return (
    <section aria-labelledby="manage-bookings">
      {linked && (
        <section className={own.linked} aria-labelledby="linked-booking">
          <h3 id="linked-booking">
            <Trans>The booking from your link</Trans>
          </h3>
          <div className={own.highlighted}>
            <HostBookingCard
              booking={linked}
              today={today}
              username={username}
              {...(linked.status && !holdsNights(linked.status)
                ? { stateLabel: i18n._(STATE_LABELS[linked.status]) }
                : {})}
            />
          </div>
        </section>
      )}
      <div className={`${ui.headRow} ${styles.sectionHead}`}>
        <h2 id="manage-bookings">
          <Trans>Bookings on Your Properties</Trans>
        </h2>
        <div className={styles.filters}>
          <FilterSelect
            label={t`Show`}
            value={filter}
            options={FILTERS.map((option) => ({ ...option, label: i18n._(option.label) }))}
            onChange={(value) => choose(value as BookingFilter)}
          />
          <FilterSelect
            label={t`Venue`}
            value={narrowing.venue}
            options={[
              { value: 'all', label: t`All venues` },
              ...bookedVenues(all).map((venue) => ({ value: venue.id, label: venue.name })),
            ]}
            onChange={(venue) => narrow({ venue })}
          />
          <FilterSelect
            label={t`Month`}
            value={narrowing.month}
            options={[
              { value: 'all', label: t`All months` },
              ...bookedMonths(all).map((month) => ({ value: month, label: monthLabel(month) })),
            ]}
            onChange={(month) => narrow({ month })}
          />
        </div>
      </div>
      {reviewCount > 0 && filter !== 'toReview' && (
        <div className={own.toReview}>
          <p>
            {plural(reviewCount, {
              one: '# guest to review: their stays have ended.',
              other: '# guests to review: their stays have ended.',
            })}
          </p>
          <Button variant="secondary" onClick={() => choose('toReview')}>
            {plural(reviewCount, {
              one: 'Show the guest to review',
              other: 'Show the # guests to review',
            })}
          </Button>
        </div>
      )}
      {shown.length > 0 && (
        <p className={styles.count} aria-live="polite">
          {plural(shownCount, { one: '# booking', other: '# bookings' })}
        </p>
      )}
      <HostBookingList
        bookings={slicePage(shown, page, ACCOUNT_PAGE_SIZE)}
        today={today}
        username={username}
      />
      <Pagination page={page} pageCount={pages} onChange={setPage} label={t`Booking pages`} />
    </section>
  );
}
