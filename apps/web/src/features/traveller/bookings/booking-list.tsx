import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
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
import ui from '../../../shared/ui/ui.module.css';

interface Props {
  bookings: readonly Booking[];
  statusOf(booking: Booking): BookingStatus;
  username: string;
  emptyText: string;
  label: string;
  /** The query parameter that holds this list's page (a reload or a shared link keeps it). */
  pageParam?: string;
  /** The booking a link names (`?booking=`): the list opens on its page and marks it. */
  linkedId?: string | null | undefined;
}

/** Three bookings a page (spec §9) with the shared pagination; the page is in the URL. */
export function BookingList(props: Props) {
  const { bookings, statusOf, username, emptyText, label, pageParam = 'page', linkedId } = props;
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const pages = pageCount(bookings.length, ACCOUNT_PAGE_SIZE);
  const linkedAt = linkedId ? bookings.findIndex((booking) => booking.id === linkedId) : -1;
  const asked = Number(params.get(pageParam));
  const page =
    Number.isInteger(asked) && asked >= 1
      ? asked
      : linkedAt >= 0
        ? Math.floor(linkedAt / ACCOUNT_PAGE_SIZE) + 1
        : 1;
  // A cancelled booking can empty the last page: show the one before it.
  const current = Math.min(page, Math.max(1, pages));
  const linkedCard = useRef<HTMLLIElement>(null);
  const shown = linkedAt >= 0 && Math.floor(linkedAt / ACCOUNT_PAGE_SIZE) + 1 === current;

  // Arriving from a link, the page it opened on goes into the address, and its booking into view.
  useEffect(() => {
    if (!shown) return;
    const card = linkedCard.current;
    if (typeof card?.scrollIntoView === 'function') card.scrollIntoView({ block: 'center' });
    setParams(
      (previous) => {
        if (previous.has(pageParam)) return previous;
        const next = new URLSearchParams(previous);
        next.set(pageParam, String(current));
        return next;
      },
      { replace: true },
    );
    // Once per booking linked to, not again on every page change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, linkedId]);

  const goTo = (target: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(pageParam, String(target));
      return next;
    });

  if (bookings.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      <ul className={`${ui.plainList} ${ui.stack4}`} aria-label={label}>
        {slicePage(bookings, current, ACCOUNT_PAGE_SIZE).map((booking) => {
          const linked = booking.id === linkedId;
          return (
            <li
              key={booking.id}
              ref={linked ? linkedCard : undefined}
              className={linked ? styles.linkedItem : undefined}
              aria-current={linked ? 'true' : undefined}
            >
              <BookingCard booking={booking} status={statusOf(booking)} username={username} />
            </li>
          );
        })}
      </ul>
      <Pagination page={current} pageCount={pages} onChange={goTo} label={t`${label} pages`} />
    </>
  );
}
