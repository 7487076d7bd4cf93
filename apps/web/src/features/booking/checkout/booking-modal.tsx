import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/toast/toast';
import type { Booking, CalendarDate, Venue } from '@holidaze/domain';
import { paths } from '../../../shared/routes';
import { useAccountGuard, useSession } from '../../../shared/session';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { newIdempotencyKey, useCreateBooking } from './api/create-booking';
import { useStayRules } from '../../../shared/api/stay-rules';
import { bookingFailure, mayRetry, retryNotice } from './booking-failure';
import { BookingReview } from './booking-review';
import styles from './booking-modal.module.css';
import ui from '../../../shared/ui/ui.module.css';

export interface BookingModalProps {
  venue: Pick<Venue, 'id' | 'name' | 'price'>;
  stay: { from: CalendarDate; to: CalendarDate };
  guests: number;
  onClose: () => void;
  onBooked: () => void;
  /** A refusal closes the modal; the panel shows the message in its red alert. */
  onFailed: (message: string) => void;
}

/**
 * Two steps (spec §2, Booking modal): Review, then Booking Confirmed. The booking panel opens it
 * on the venue page; the Booking Confirmed page is in ../confirmation.
 *
 * One attempt, one outcome: Confirm is refused while a request is out (a double click sends one
 * request), the attempt carries one Idempotency-Key (a retry after a lost answer reuses it), and
 * the account is the one the dialog opened with (another tab may have switched it).
 */
export function BookingModal({
  venue,
  stay,
  guests,
  onClose,
  onBooked,
  onFailed,
}: BookingModalProps) {
  // A request-to-book venue: the host answers before anything is booked.
  const { t } = useLingui();
  const rules = useStayRules(venue.id);
  const byRequest = rules?.bookingMode === 'request';
  const confirmWords = byRequest ? t`Send Request` : t`Confirm Booking`;
  const navigate = useNavigate();
  const { username } = useSession();
  const account = useAccountGuard();
  const createBooking = useCreateBooking();
  const [booked, setBooked] = useState<Booking | null>(null);
  const [retryMessage, setRetryMessage] = useState<string>();
  const [blocked, setBlocked] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);

  const confirm = async () => {
    if (sending.current || booked) return;
    const changed = account.check();
    if (changed) {
      setBlocked(changed);
      return;
    }
    sending.current = true;
    setRetryMessage(undefined);
    try {
      const booking = await createBooking.mutateAsync({
        venueId: venue.id,
        from: stay.from,
        to: stay.to,
        guests,
        idempotencyKey,
      });
      toast.success(booking.status === 'requested' ? t`Request sent!` : t`Booking confirmed!`, {
        duration: 6000,
      });
      setBooked(booking);
      onBooked();
    } catch (error) {
      // The dialog stays with the same attempt (and key): a failure of ours is no answer about
      // the stay, so the traveller keeps their choices and tries again.
      if (mayRetry(error)) {
        setRetryMessage(retryNotice(error));
        return;
      }
      onFailed(bookingFailure(error));
    } finally {
      sending.current = false;
    }
  };

  // Leaving the page closes the dialog with it: closing it first would take its history entry
  // back out (browser Back closes a dialog) while the next page is still loading.
  const closeConfirmed = () => {
    // To the new booking, on its page of the list, wherever its dates put it.
    navigate(username ? paths.user(username, { booking: booked?.id }) : paths.home);
  };

  const venueName = venue.name;
  if (booked !== null) {
    const requested = booked.status === 'requested';
    const reference = booked.reference;
    return (
      <Dialog
        open
        title={requested ? t`Request Sent` : t`Booking Confirmed`}
        onClose={closeConfirmed}
      >
        <div className={styles.confirmed}>
          <p className={styles.lead}>
            {requested ? (
              <Trans>
                Your request for <strong>{venueName}</strong> has been sent. The nights are held for
                you until the host answers; we will tell you as soon as they do.
              </Trans>
            ) : (
              <Trans>
                Your stay at <strong>{venueName}</strong> is booked.
              </Trans>
            )}
          </p>
          {reference && (
            <p className={styles.reference}>
              <Trans>
                Booking reference: <strong>{reference}</strong>
              </Trans>
            </p>
          )}
          <p>
            <Trans>You can find it, with all its details, among your bookings.</Trans>
          </p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.link} to={paths.bookingConfirmation(booked.id)}>
            <Trans>View confirmation</Trans>
          </Link>
          <Button variant="primary" onClick={closeConfirmed}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </Dialog>
    );
  }

  const accountChanged = account.message ?? blocked;
  const requestHours = rules?.requestHours ?? 0;
  return (
    <Dialog open title={t`Review`} onClose={onClose}>
      <BookingReview
        venueId={venue.id}
        stay={stay}
        guests={guests}
        pricePerNight={venue.price}
        venueName={venue.name}
      />
      {rules && byRequest && (
        <p className={`${ui.requestNote} ${styles.requestNote}`}>
          <Trans>
            This host accepts or declines each request within {requestHours} hours. Nothing is
            booked until then, and the nights are held for you meanwhile.
          </Trans>
        </p>
      )}
      {accountChanged && <Alert>{accountChanged}</Alert>}
      {retryMessage && !accountChanged && <Alert>{retryMessage}</Alert>}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose} disabled={createBooking.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="primary"
          loading={createBooking.isPending}
          disabled={Boolean(accountChanged)}
          onClick={() => void confirm()}
        >
          {retryMessage ? t`Try again` : confirmWords}
        </Button>
      </div>
    </Dialog>
  );
}
