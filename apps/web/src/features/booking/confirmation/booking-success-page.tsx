import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/toast/toast';
import { nightsBetween, stayTotal, type Booking } from '@holidaze/domain';
import { STATE_LABELS } from '../../../shared/bookings/state-labels';
import { formatNok, formatOre } from '../../../shared/i18n';
import { PriceBreakdownRows } from '../../../shared/pricing/price-breakdown';
import { paths } from '../../../shared/routes';
import { useSession } from '../../../shared/session';
import { buttonClassName } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useBooking } from './api/get-booking';
import { StayFacts } from '../stay-facts';
import { POLICY_NAMES, POLICY_SUMMARIES } from '../pricing/policy-words';
import ui from '../../../shared/ui/ui.module.css';
import styles from './booking-success-page.module.css';
import { Fact } from '../../../shared/ui/fact';

/** What the toast says in English (the page's tests read it; the page says it in its language). */
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
  const { t } = useLingui();
  usePageTitle(t`Booking Confirmed`);
  const [params] = useSearchParams();
  const { username, token } = useSession();
  const id = params.get('booking');
  const query = useBooking(id, Boolean(token));
  const booking = query.data;
  const own = booking !== undefined && booking.customer?.name === username;
  const sendOn = !id || !token || !username || query.isError || (query.isSuccess && !own);

  if (sendOn) return <SendOn username={token ? username : null} />;
  if (!booking) return <Spinner label={t`Loading your booking`} />;
  return <Confirmation booking={booking} username={username!} />;
}

function SendOn({ username }: { username: string | null }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const member = t`There is no booking confirmation to show here. Your bookings are listed below.`;
  const guest = t`There is no booking confirmation to show here. Log in to see your bookings.`;
  const said = username ? member : guest;
  useEffect(() => {
    toast(said, { id: 'no-confirmation' });
    navigate(username ? paths.user(username) : paths.home, { replace: true });
  }, [navigate, username, said]);
  return null;
}

function Confirmation({ booking, username }: { booking: Booking; username: string }) {
  const { t, i18n } = useLingui();
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
  const payAtCheckIn = (ore: number) => {
    const total = formatOre(ore);
    return t`Pay the host at check-in: ${total}. Nothing has been charged.`;
  };
  // Nothing was ever charged: the refund is the part no longer owed.
  const noLongerOwed = (refundOre: number, ore: number | undefined) => {
    const freed = formatOre(refundOre);
    const kept = ore !== undefined ? ore - refundOre : 0;
    const owed = formatOre(kept);
    return kept > 0
      ? t`No longer owed: ${freed}; still owed to the host: ${owed}`
      : t`No longer owed: ${freed}`;
  };
  const paymentLine = cancelled
    ? booking.refundOre != null
      ? noLongerOwed(booking.refundOre, totalOre)
      : undefined
    : totalOre !== undefined
      ? payAtCheckIn(totalOre)
      : undefined;
  const venueName = venue?.name ?? t`the venue`;
  const reason = booking.cancellationReason;
  const hostMessage = booking.hostMessage;
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
            ? t`Booking Confirmed`
            : state === 'requested'
              ? t`Request Sent`
              : i18n._(STATE_LABELS[state])}
        </h1>
        <p className={styles.lead}>
          {state === 'requested' ? (
            <Trans>
              Your request for <strong>{venueName}</strong> is waiting for the host&apos;s answer.
              The nights are held for you meanwhile, and we will tell you as soon as the host
              answers.
            </Trans>
          ) : state === 'cancelledByHost' ? (
            reason ? (
              <Trans>
                Your stay at <strong>{venueName}</strong> was cancelled by the host: {reason}
              </Trans>
            ) : (
              <Trans>
                Your stay at <strong>{venueName}</strong> was cancelled by the host.
              </Trans>
            )
          ) : cancelled ? (
            hostMessage ? (
              <Trans>
                Nothing was booked at <strong>{venueName}</strong>: “{hostMessage}”
              </Trans>
            ) : (
              <Trans>
                Nothing was booked at <strong>{venueName}</strong>.
              </Trans>
            )
          ) : (
            <Trans>
              Your stay at <strong>{venueName}</strong> is booked. We look forward to welcoming you.
            </Trans>
          )}
        </p>
        <dl className={`${ui.facts} ${ui.ruledFacts} ${styles.facts}`}>
          {booking.reference && <Fact term={t`Reference`}>{booking.reference}</Fact>}
          <StayFacts
            from={booking.dateFrom}
            to={booking.dateTo}
            nights={nights}
            guests={booking.guests}
          />
          {booking.quote ? (
            <PriceBreakdownRows quote={booking.quote} />
          ) : (
            venue && <Fact term={t`Total`}>{formatNok(stayTotal(nights, venue.price))}</Fact>
          )}
          {booking.cancellationPolicy && (
            <Fact term={t`Cancellation`}>
              {i18n._(POLICY_NAMES[booking.cancellationPolicy])}:{' '}
              {i18n._(POLICY_SUMMARIES[booking.cancellationPolicy])}
            </Fact>
          )}
          {paymentLine && <Fact term={t`Payment`}>{paymentLine}</Fact>}
        </dl>
        <div className={styles.links}>
          <Link
            className={buttonClassName('primary')}
            to={paths.user(username, { booking: booking.id })}
          >
            <Trans>My bookings</Trans>
          </Link>
          <Link className={buttonClassName('secondary')} to={paths.browse()}>
            <Trans>Browse venues</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
