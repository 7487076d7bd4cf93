import { DEFAULT_AVATAR, bookingStatus, nightsBetween, type CalendarDate } from '@holidaze/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate, nightsLabel } from '../../../shared/i18n';
import { BookingPrice } from '../../../shared/pricing/booking-price';
import { paths } from '../../../shared/routes';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import { useRefreshManagerVenues } from './api/refresh-bookings';
import { STATUS_LABELS, type ManagerBooking } from './manager-bookings';
import ui from '../../../shared/ui/ui.module.css';
import styles from '../host-cards.module.css';
import hostStyles from '../host.module.css';

// Only requests need answering: the buttons load with the first one.
// Only completed stays can be reviewed: the prompt (and the list it reads) loads with the first.
// Opened on demand: its form and dialog code load with the click, not with the dashboard.
const HostCancelDialog = lazy(() =>
  import('./host-cancel-dialog').then((module) => ({ default: module.HostCancelDialog })),
);
const ReviewPrompt = lazy(() => import('../../../shared/reviews/review-prompt-loader'));
const RequestAnswerButtons = lazy(() =>
  import('../../../shared/booking-requests/request-answer-buttons').then((module) => ({
    default: module.RequestAnswerButtons,
  })),
);

/** A booking on one of the manager's venues: who, when, how many, and where it stands. */
/** Bookings as the host's cards (see HostBookingCard for `username`), or that there are none. */
export function HostBookingList({
  bookings,
  today,
  username,
}: {
  bookings: readonly ManagerBooking[];
  today: CalendarDate;
  username?: string;
}) {
  if (bookings.length === 0) {
    return (
      <EmptyState>
        <Trans>No bookings found.</Trans>
      </EmptyState>
    );
  }
  return (
    <div className={`${ui.stack4} ${hostStyles.list}`}>
      {bookings.map((booking) => (
        <HostBookingCard key={booking.id} booking={booking} today={today} username={username} />
      ))}
    </div>
  );
}

export function HostBookingCard({
  booking,
  today,
  username,
  stateLabel,
}: {
  booking: ManagerBooking;
  today: CalendarDate;
  /** The manager: with it, an upcoming or ongoing booking can be cancelled. */
  username?: string;
  /** Said of a booking that has ended (declined, expired, cancelled), which has no actions; given
   * by the page that can show one, so that the overview does not load the labels. */
  stateLabel?: string;
}) {
  const { t, i18n } = useLingui();
  const [cancelling, setCancelling] = useState(false);
  const refreshVenues = useRefreshManagerVenues(username);
  const status = bookingStatus(booking, today);
  const requested = booking.status === 'requested';
  const ended = stateLabel !== undefined;
  const nights = nightsBetween(booking.dateFrom, booking.dateTo);
  const customer = booking.customer;
  const guestName = customer?.name ?? t`Guest`;
  const guestInText = customer?.name ?? t`the guest`;
  const from = formatDisplayDate(booking.dateFrom);
  const to = formatDisplayDate(booking.dateTo);
  const reference = booking.reference;
  const guests = booking.guests;
  return (
    <article className={styles.bookingCard} aria-labelledby={`booking-${booking.id}`}>
      <div className={ui.titleRow}>
        <h3 id={`booking-${booking.id}`} className={styles.cardTitle}>
          <Link to={paths.venue(booking.venue.id)}>{booking.venue.name}</Link>
        </h3>
        {ended ? (
          <span className={styles.badge}>{stateLabel}</span>
        ) : (
          <span className={`${styles.badge} ${styles[status]}`}>
            {i18n._(STATUS_LABELS[status])}
          </span>
        )}
        {requested && (
          <span className={`${styles.badge} ${styles.requested}`}>
            <Trans>Request</Trans>
          </span>
        )}
      </div>
      <div className={styles.customer}>
        <ImageWithFallback
          className={styles.customerAvatar}
          src={customer?.avatar?.url}
          alt={customer?.avatar?.alt || t`${guestName}'s avatar`}
          fallback={DEFAULT_AVATAR}
          media={customer?.avatar}
          width={40}
          height={40}
        />
        <span>{guestName}</span>
      </div>
      <p>
        {from} – {to} <span className={styles.muted}>({nightsLabel(nights)})</span>
      </p>
      <p className={styles.muted}>{plural(guests, { one: '# guest', other: '# guests' })}</p>
      <BookingPrice booking={booking} pricePerNight={booking.venue.price} />
      {reference && (
        <p className={styles.muted}>
          <Trans>
            Reference <strong>{reference}</strong>
          </Trans>
        </p>
      )}
      {requested && username && (
        <>
          <p className={styles.muted} role="note">
            <Trans>
              Waiting for your answer: the nights are held until you accept or decline, or the
              request expires.
            </Trans>
          </p>
          <Suspense fallback={null}>
            <RequestAnswerButtons
              bookingId={booking.id}
              guest={guestInText}
              venueName={booking.venue.name}
              onAnswered={refreshVenues}
            />
          </Suspense>
        </>
      )}
      {username && !requested && !ended && status !== 'completed' && (
        <Button
          variant="secondary"
          className={styles.cardAction}
          onClick={() => setCancelling(true)}
        >
          <Trans>
            Cancel booking<span className="visually-hidden"> of {guestInText}</span>
          </Trans>
        </Button>
      )}
      {username && status === 'completed' && !requested && !ended && (
        <Suspense fallback={null}>
          <ReviewPrompt bookingId={booking.id} />
        </Suspense>
      )}
      {cancelling && username && (
        <Suspense fallback={null}>
          <HostCancelDialog
            username={username}
            booking={{
              id: booking.id,
              reference: booking.reference,
              venueName: booking.venue.name,
              customer: customer?.name ?? t`The guest`,
            }}
            onClose={() => setCancelling(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
