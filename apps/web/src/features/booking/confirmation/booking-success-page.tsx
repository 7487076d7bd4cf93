import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/toast/toast';
import {
  BOOKING_STATE_LABELS,
  CANCELLATION_POLICY_TERMS,
  formatNok,
  nightsBetween,
  noLongerOwed,
  payAtCheckIn,
  stayTotal,
  type Booking,
} from '@holidaze/domain';
import { PriceBreakdownRows } from '../../../shared/pricing/price-breakdown';
import { paths } from '../../../shared/routes';
import { useSession } from '../../../shared/session';
import { buttonClassName } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useBooking } from './api/get-booking';
import { StayFacts } from '../stay-facts';
import ui from '../../../shared/ui/ui.module.css';
import styles from './booking-success-page.module.css';
import { Fact } from '../../../shared/ui/fact';

export const NOTHING_TO_CONFIRM_MEMBER =
  'There is no booking confirmation to show here. Your bookings are listed below.';
export const NOTHING_TO_CONFIRM_GUEST =
  'There is no booking confirmation to show here. Log in to see your bookings.';

/**
 * /booking-success?booking={id} — the confirmation of one booking, read from the API and shown
 * only to its customer. Opened without a booking, by someone else, or for one that does not
 * exist, it claims nothing: it sends the visitor on (their bookings, or Home) and says why.
 */
export default function BookingSuccessPage() {
  usePageTitle('Booking Confirmed');
  const [params] = useSearchParams();
  const { username, token } = useSession();
  const id = params.get('booking');
  const query = useBooking(id, Boolean(token));
  const booking = query.data;
  const own = booking !== undefined && booking.customer?.name === username;
  const sendOn = !id || !token || !username || query.isError || (query.isSuccess && !own);

  if (sendOn) return <SendOn username={token ? username : null} />;
  if (!booking) return <Spinner label="Loading your booking" />;
  return <Confirmation booking={booking} username={username!} />;
}

function SendOn({ username }: { username: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast(username ? NOTHING_TO_CONFIRM_MEMBER : NOTHING_TO_CONFIRM_GUEST, {
      id: 'no-confirmation',
    });
    navigate(username ? paths.user(username) : paths.home, { replace: true });
  }, [navigate, username]);
  return null;
}

function Confirmation({ booking, username }: { booking: Booking; username: string }) {
  const state = booking.status ?? 'confirmed';
  const cancelled = state !== 'confirmed' && state !== 'requested';
  const nights = nightsBetween(booking.dateFrom, booking.dateTo);
  const venue = booking.venue;
  // Nothing is charged online: what will be owed at check-in, or after a cancellation what no
  // longer is.
  const totalOre =
    booking.quote?.totalOre ??
    booking.totalOre ??
    (venue ? stayTotal(nights, venue.price) * 100 : undefined);
  const paymentLine = cancelled
    ? booking.refundOre != null
      ? noLongerOwed({ refundOre: booking.refundOre, totalOre })
      : undefined
    : totalOre !== undefined
      ? `${payAtCheckIn(totalOre)}. Nothing has been charged.`
      : undefined;
  return (
    <section className={styles.page} aria-labelledby="booking-success-title">
      <div className={styles.card}>
        {!cancelled && (
          <div className={styles.badge} aria-hidden="true">
            ✓
          </div>
        )}
        <h1 id="booking-success-title" className={styles.title}>
          {state === 'confirmed'
            ? 'Booking Confirmed'
            : state === 'requested'
              ? 'Request Sent'
              : BOOKING_STATE_LABELS[state]}
        </h1>
        <p className={styles.lead}>
          {state === 'requested' ? (
            <>
              Your request for <strong>{venue?.name ?? 'the venue'}</strong> is waiting for the
              host&apos;s answer. The nights are held for you meanwhile, and we will tell you as
              soon as the host answers.
            </>
          ) : state === 'cancelledByHost' ? (
            <>
              Your stay at <strong>{venue?.name ?? 'the venue'}</strong> was cancelled by the host
              {booking.cancellationReason ? `: ${booking.cancellationReason}` : '.'}
            </>
          ) : cancelled ? (
            <>
              Nothing was booked at <strong>{venue?.name ?? 'the venue'}</strong>
              {booking.hostMessage ? `: “${booking.hostMessage}”` : '.'}
            </>
          ) : (
            <>
              Your stay at <strong>{venue?.name ?? 'the venue'}</strong> is booked. We look forward
              to welcoming you.
            </>
          )}
        </p>
        <dl className={`${ui.facts} ${ui.ruledFacts} ${styles.facts}`}>
          {booking.reference && <Fact term="Reference">{booking.reference}</Fact>}
          <StayFacts
            from={booking.dateFrom}
            to={booking.dateTo}
            nights={nights}
            guests={booking.guests}
          />
          {booking.quote ? (
            <PriceBreakdownRows quote={booking.quote} />
          ) : (
            venue && <Fact term="Total">{formatNok(stayTotal(nights, venue.price))}</Fact>
          )}
          {booking.cancellationPolicy && (
            <Fact term="Cancellation">
              {CANCELLATION_POLICY_TERMS[booking.cancellationPolicy].label}:{' '}
              {CANCELLATION_POLICY_TERMS[booking.cancellationPolicy].summary}
            </Fact>
          )}
          {paymentLine && <Fact term="Payment">{paymentLine}</Fact>}
        </dl>
        <div className={styles.links}>
          <Link
            className={buttonClassName('primary')}
            to={paths.user(username, { booking: booking.id })}
          >
            My bookings
          </Link>
          <Link className={buttonClassName('secondary')} to={paths.browse()}>
            Browse venues
          </Link>
        </div>
      </div>
    </section>
  );
}
