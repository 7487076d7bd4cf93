import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  DEFAULT_GUESTS,
  toCalendarDate,
  todayLocal,
  type CalendarDate,
  type Stay,
  type Venue,
} from '@holidaze/domain';
import { useStayRules } from '../../../shared/api/stay-rules';
import { formatDisplayDate } from '../../../shared/i18n';
import { paths } from '../../../shared/routes';
import { useSession } from '../../../shared/session';
import { Alert } from '../../../shared/ui/alert';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { BookingSummary } from './booking-summary';
import { GuestSelect } from './guest-select';
import { readLinkGuests } from './link-stay';
import { usePickerToggle } from './use-picker-toggle';
import { useStayRange } from './use-stay-range';
import styles from './availability-panel.module.css';
import ui from '../../../shared/ui/ui.module.css';

const StayRangePicker = lazy(() => import('./stay-range-picker'));
const VenueTermsNote = lazy(() =>
  import('../pricing/priced-stay').then((m) => ({ default: m.VenueTermsNote })),
);
// The booking dialog loads when Book now is pressed, not with the venue page.
const BookingModal = lazy(() =>
  import('../checkout/booking-modal').then((m) => ({ default: m.BookingModal })),
);

export interface AvailabilityPanelProps {
  venue: Venue;
  initial: { dateFrom: string | null; dateTo: string | null; guests: string | null };
  today?: CalendarDate;
}

/** 'Check availability': guests, the stay picker, the summary, and the way to book (or to log in). */
export function AvailabilityPanel({
  venue,
  initial,
  today = todayLocal(),
}: AvailabilityPanelProps) {
  const { t } = useLingui();
  const { token } = useSession();
  // A request-to-book venue says so up front: nothing is booked until the host answers. The venue
  // read says so before its rules have arrived, so the button never says "Book now" first.
  const byRequest = (useStayRules(venue.id)?.bookingMode ?? venue.bookingMode) === 'request';
  // A visitor who logs in from here comes back to this venue (and the dates in its link).
  const location = useLocation();
  const booked = useMemo<Stay[]>(
    () =>
      (venue.bookings ?? []).map((b) => ({
        dateFrom: toCalendarDate(b.dateFrom),
        dateTo: toCalendarDate(b.dateTo),
      })),
    [venue.bookings],
  );
  const range = useStayRange({
    booked,
    initialFrom: initial.dateFrom,
    initialTo: initial.dateTo,
    today,
  });
  const [linkGuests] = useState(() =>
    readLinkGuests(initial.guests, venue.maxGuests, DEFAULT_GUESTS),
  );
  const [guests, setGuests] = useState(linkGuests.guests);
  const [guestsNote, setGuestsNote] = useState(linkGuests.note);
  const linkNotes = guestsNote ? [guestsNote, ...range.linkNotes] : range.linkNotes;
  const picker = usePickerToggle();
  useStayInUrl(range.from, range.to, guests);
  // The modal keeps the stay it opened with: once booked, the refetched venue marks it as taken.
  const [review, setReview] = useState<{
    from: CalendarDate;
    to: CalendarDate;
    guests: number;
  } | null>(null);
  const [bookingError, setBookingError] = useState<string | null>(null);

  // A chosen stay is likely to be booked: fetch the dialog's code while the traveller reads on.
  const hasStay = range.stay !== null;
  useEffect(() => {
    if (hasStay) void import('../checkout/booking-modal');
  }, [hasStay]);

  const checkIn = range.from ? formatDisplayDate(range.from) : '';
  const checkOut = range.to ? formatDisplayDate(range.to) : '';

  const onPick = (day: CalendarDate) => {
    setBookingError(null);
    if (range.pick(day) === 'completed') picker.close();
  };

  return (
    <aside className={styles.panel} aria-labelledby="availability-title">
      <h2 id="availability-title" className={styles.title}>
        <Trans>Check availability</Trans>
      </h2>
      <GuestSelect
        value={guests}
        maxGuests={venue.maxGuests}
        onChange={(count) => {
          setGuestsNote(null);
          setGuests(count);
        }}
      />

      <div className={styles.actions}>
        <Button
          id={picker.toggleId}
          variant="secondary"
          aria-expanded={picker.open}
          onClick={picker.toggle}
        >
          <Trans>Check Available Dates</Trans>
        </Button>
        {(range.from || range.to) && (
          <Button variant="ghost" onClick={range.clear}>
            <Trans>Clear Dates</Trans>
          </Button>
        )}
      </div>

      {picker.open && (
        <div className={styles.pickerAnchor}>
          <Suspense fallback={<Spinner label={t`Loading calendar`} />}>
            <StayRangePicker
              venueId={venue.id}
              from={range.from}
              to={range.to}
              today={today}
              isDisabled={range.isDisabled}
              onPick={onPick}
            />
          </Suspense>
        </div>
      )}

      {/* Always in the page, so what a link lost is read out politely when it is said. */}
      <div className={styles.linkNotes} role="status" aria-live="polite">
        {linkNotes.length > 0 && (
          <ul aria-label={t`Changes to the link`}>
            {linkNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>

      {range.notice && (
        <p className={styles.notice} role="status">
          {range.notice}
        </p>
      )}

      {(range.from || range.to) && (
        <ul className={styles.chips} aria-label={t`Selected dates`}>
          {range.from && (
            <li className={`${ui.chip} ${styles.chip}`}>
              <Trans>Check-in: {checkIn}</Trans>
            </li>
          )}
          {range.to && (
            <li className={`${ui.chip} ${styles.chip}`}>
              <Trans>Check-out: {checkOut}</Trans>
            </li>
          )}
        </ul>
      )}

      {range.stay && (
        <BookingSummary
          venueId={venue.id}
          from={range.stay.from}
          to={range.stay.to}
          guests={guests}
          pricePerNight={venue.price}
        />
      )}

      {token ? (
        <Button
          variant="primary"
          disabled={!range.stay}
          onClick={() => range.stay && setReview({ ...range.stay, guests })}
          className={styles.book}
        >
          {range.stay ? (byRequest ? t`Request to book` : t`Book now`) : t`Select dates to book`}
        </Button>
      ) : (
        <div className={styles.visitor}>
          <p>
            <Trans>Login or register to book this property</Trans>
          </p>
          <Link
            to={paths.login}
            state={{ from: `${location.pathname}${location.search}` }}
            className={buttonClassName('primary')}
          >
            <Trans>Login or Register</Trans>
          </Link>
        </div>
      )}

      {bookingError && <Alert>{bookingError}</Alert>}

      <Suspense fallback={null}>
        <VenueTermsNote venueId={venue.id} />
      </Suspense>

      {review && (
        <Suspense fallback={<Spinner label={t`Loading booking`} />}>
          <BookingModal
            venue={venue}
            stay={review}
            guests={review.guests}
            onClose={() => setReview(null)}
            onBooked={range.clear}
            onFailed={(message) => {
              setReview(null);
              setBookingError(message);
            }}
          />
        </Suspense>
      )}
    </aside>
  );
}

/**
 * The stay as chosen, in the page's address (dateFrom, dateTo, guests: what a link to the venue
 * carries), so that a reload or a shared link keeps it. Replaced, not pushed: picking dates adds
 * no history entries, and Back still leaves the page.
 */
function useStayInUrl(from: CalendarDate | null, to: CalendarDate | null, guests: number) {
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    const next = new URLSearchParams(search);
    const put = (key: string, value: string | null) =>
      value === null ? next.delete(key) : next.set(key, value);
    put('dateFrom', from);
    put('dateTo', to);
    // The default number of guests is left out of a link that does not name one.
    put('guests', guests === DEFAULT_GUESTS && !search.has('guests') ? null : String(guests));
    if (next.toString() !== search.toString()) {
      setSearch(next, { replace: true, preventScrollReset: true });
    }
  }, [from, to, guests, search, setSearch]);
}
