import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import {
  bookingReference,
  nightsBetween,
  stayTotal,
  type CalendarDate,
  type Venue,
} from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { useSession } from '../../../shared/session';
import { Button, Dialog } from '../../../shared/ui';
import { useCreateBooking } from './api/create-booking';
import { BookingReview, PAYMENT_METHODS, type PaymentMethod } from './booking-review';
import styles from './booking-modal.module.css';

export interface BookingModalProps {
  venue: Pick<Venue, 'id' | 'name' | 'price'>;
  stay: { from: CalendarDate; to: CalendarDate };
  guests: number;
  onClose: () => void;
  onBooked: () => void;
  /** The modal closes itself on failure; the panel shows the message in its red alert. */
  onFailed: (message: string) => void;
}

function bookingFailure(error: unknown): string {
  const ownMessage = error instanceof Error && error.message ? error.message : 'Booking failed';
  return apiErrorMessage(error, ownMessage);
}

/**
 * Two steps (spec §2, Booking modal): Review, then Booking Confirmed. It lives in the venue feature
 * because only the venue page opens it and features may not import each other; the Booking
 * Confirmed page stays in features/booking.
 */
export function BookingModal({
  venue,
  stay,
  guests,
  onClose,
  onBooked,
  onFailed,
}: BookingModalProps) {
  const navigate = useNavigate();
  const { username, email } = useSession();
  const createBooking = useCreateBooking();
  const [payment, setPayment] = useState<PaymentMethod>(PAYMENT_METHODS[0]);
  const [reference, setReference] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await createBooking.mutateAsync({ venueId: venue.id, from: stay.from, to: stay.to, guests });
    } catch (error) {
      onFailed(bookingFailure(error));
      return;
    }
    toast.success('Booking confirmed!', { duration: 6000 });
    setReference(bookingReference());
    onBooked();
  };

  const closeConfirmed = () => {
    onClose();
    navigate(username ? paths.user(username) : paths.home);
  };

  if (reference !== null) {
    return (
      <Dialog open title="Booking Confirmed" onClose={closeConfirmed}>
        <div className={styles.confirmed}>
          <p className={styles.lead}>
            Your stay at <strong>{venue.name}</strong> is booked.
          </p>
          <p className={styles.reference}>
            Booking reference: <strong>{reference}</strong>
          </p>
          <p>
            The booking details have been sent to{' '}
            {email ? <strong>{email}</strong> : 'your e-mail address'}.
          </p>
        </div>
        <div className={styles.actions}>
          <Link
            className={styles.link}
            to={paths.bookingSuccess}
            state={{
              reference,
              venueName: venue.name,
              dateFrom: stay.from,
              dateTo: stay.to,
              guests,
              total: stayTotal(nightsBetween(stay.from, stay.to), venue.price),
            }}
            onClick={onClose}
          >
            View confirmation
          </Link>
          <Button variant="primary" onClick={closeConfirmed}>
            Close
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open title="Review" onClose={onClose}>
      <BookingReview
        stay={stay}
        guests={guests}
        pricePerNight={venue.price}
        venueName={venue.name}
        payment={payment}
        onPaymentChange={setPayment}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose} disabled={createBooking.isPending}>
          Cancel
        </Button>
        <Button variant="primary" loading={createBooking.isPending} onClick={() => void confirm()}>
          Confirm Booking
        </Button>
      </div>
    </Dialog>
  );
}
