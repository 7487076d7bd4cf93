import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_VENUE_IMAGE,
  nightsBetween,
  type Booking,
  type BookingStatus,
} from '@holidaze/domain';
import { formatDisplayDate, nightsLabel } from '../../../shared/i18n';
import { BookingPrice } from '../../../shared/pricing/booking-price';
import { paths } from '../../../shared/routes';
import { buttonClassName } from '../../../shared/ui/button';
import { DropdownMenu } from '../../../shared/ui/dropdown-menu';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import { altFor } from './media-alt';
import { STATE_LABELS } from '../../../shared/bookings/state-labels';
import styles from './bookings.module.css';
import ui from '../../../shared/ui/ui.module.css';
import { placeNames } from '../../../shared/i18n/place-names';

// Only completed stays can be reviewed: the prompt (and the list it reads) loads with the first.
const ReviewPrompt = lazy(() => import('../../../shared/reviews/review-prompt-loader'));
const BookingCarousel = lazy(() => import('./booking-carousel'));
// The dialogs load when one is opened, not with the list of bookings.
const CancelBookingDialog = lazy(() =>
  import('./cancel-booking-dialog').then((module) => ({ default: module.CancelBookingDialog })),
);
const EditGuestsDialog = lazy(() =>
  import('./edit-guests-dialog').then((module) => ({ default: module.EditGuestsDialog })),
);
// The mark of a review sent, on completed stays only: it loads with the first.
const ReviewSentNote = lazy(() => import('./review-sent-note'));
// Only requests and ended bookings carry a note: it loads with the first one.
const BookingStateNote = lazy(() => import('./booking-state-note'));

interface Props {
  booking: Booking;
  status: BookingStatus;
  username: string;
}

/** One stay: photos, venue, dates and nights, guests; upcoming stays can be changed or cancelled. */
export function BookingCard({ booking, status, username }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [dialog, setDialog] = useState<'guests' | 'cancel' | null>(null);
  const venue = booking.venue;
  const venueName = venue?.name ?? t`Venue`;
  const media = venue?.media.length ? venue.media : [DEFAULT_VENUE_IMAGE];
  const first = media[0] ?? DEFAULT_VENUE_IMAGE;
  const { city, country } = placeNames(venue?.location, i18n);
  const nights = nightsBetween(booking.dateFrom, booking.dateTo);
  const state = booking.status ?? 'confirmed';
  const requested = state === 'requested';
  // Declined, expired, withdrawn or cancelled by the host: kept for the record, holding no nights.
  const ended = state !== 'confirmed' && !requested;
  const card = useRef<HTMLElement>(null);
  const hadDialog = useRef(false);
  const close = () => setDialog(null);
  const reference = booking.reference;
  const guests = booking.guests;

  // The menu item that opened a dialog is gone when it closes: give focus back to the menu button.
  useEffect(() => {
    if (dialog) hadDialog.current = true;
    else if (hadDialog.current) {
      hadDialog.current = false;
      card.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
    }
  }, [dialog]);

  return (
    <article ref={card} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardMedia}>
        <Suspense
          fallback={
            <ImageWithFallback
              className={styles.image}
              src={first.url}
              alt={altFor(first, venueName, 0, media.length)}
              fallback={DEFAULT_VENUE_IMAGE}
              media={first}
              sizes="(max-width: 700px) 100vw, 480px"
              width={480}
              height={320}
            />
          }
        >
          <BookingCarousel media={media} venueName={venueName} />
        </Suspense>
        {ended || requested ? (
          <span
            className={`${styles.badge} ${ended ? styles.cancelledBadge : styles.requestedBadge}`}
          >
            {i18n._(STATE_LABELS[state])}
          </span>
        ) : (
          status === 'ongoing' && <span className={styles.badge}>{t`Ongoing`}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <div className={ui.titleRow}>
          <h3 id={titleId} className={styles.cardTitle}>
            {venueName}
          </h3>
          {status === 'upcoming' && !ended && (
            <DropdownMenu
              label={t`Booking options`}
              trigger={<span aria-hidden="true">⋯</span>}
              triggerClassName={`${ui.roundButton} ${ui.roundSmall}`}
              items={
                requested
                  ? [{ label: t`Withdraw Request`, onSelect: () => setDialog('cancel') }]
                  : [
                      { label: t`Edit Guests`, onSelect: () => setDialog('guests') },
                      { label: t`Cancel Booking`, onSelect: () => setDialog('cancel') },
                    ]
              }
            />
          )}
        </div>
        <p className={styles.place}>
          {city}, {country}
        </p>
        <p className={styles.dates}>
          {formatDisplayDate(booking.dateFrom)} – {formatDisplayDate(booking.dateTo)} ·{' '}
          {nightsLabel(nights)}
        </p>
        <p className={styles.guests}>{plural(guests, { one: '# guest', other: '# guests' })}</p>
        <BookingPrice booking={booking} pricePerNight={venue?.price} className={styles.price} />
        {booking.reference && (
          <p className={styles.reference}>
            <Trans>
              Reference <strong>{reference}</strong>
            </Trans>
          </p>
        )}
        {state !== 'confirmed' && (
          <Suspense fallback={null}>
            <BookingStateNote booking={booking} />
          </Suspense>
        )}
        {status === 'completed' && state === 'confirmed' && (
          <Suspense fallback={null}>
            <ReviewPrompt bookingId={booking.id} />
            <ReviewSentNote bookingId={booking.id} username={username} />
          </Suspense>
        )}
        {venue && (
          <Link
            className={`${buttonClassName('secondary')} ${styles.venueLink}`}
            to={paths.venue(venue.id)}
          >
            <Trans>
              View venue<span className="visually-hidden"> {venueName}</span>
            </Trans>
          </Link>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog === 'guests' && (
          <EditGuestsDialog
            username={username}
            bookingId={booking.id}
            guests={booking.guests}
            maxGuests={venue?.maxGuests ?? booking.guests}
            onClose={close}
          />
        )}
        {dialog === 'cancel' && (
          <CancelBookingDialog
            username={username}
            bookingId={booking.id}
            venueName={venueName}
            isRequest={requested}
            onClose={close}
          />
        )}
      </Suspense>
    </article>
  );
}
