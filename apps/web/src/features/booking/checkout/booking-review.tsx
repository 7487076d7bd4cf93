import { useId } from 'react';
import {
  formatDisplayDate,
  formatNok,
  nightsBetween,
  stayTotal,
  type CalendarDate,
} from '@holidaze/domain';
import styles from './booking-modal.module.css';

export const PAYMENT_METHODS = ['Credit Card', 'Apple Pay', 'Klarna'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

interface BookingReviewProps {
  venueName: string;
  stay: { from: CalendarDate; to: CalendarDate };
  guests: number;
  pricePerNight: number;
  payment: PaymentMethod;
  onPaymentChange: (method: PaymentMethod) => void;
}

/** Step 1: what will be booked and how it would be paid (the choice is shown, nothing is charged). */
export function BookingReview({
  venueName,
  stay,
  guests,
  pricePerNight,
  payment,
  onPaymentChange,
}: BookingReviewProps) {
  const name = useId();
  const nights = nightsBetween(stay.from, stay.to);
  return (
    <div className={styles.review}>
      <p className={styles.lead}>{venueName}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Check-in</dt>
          <dd>{formatDisplayDate(stay.from)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{formatDisplayDate(stay.to)}</dd>
        </div>
        <div>
          <dt>Nights</dt>
          <dd>{nights}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{guests}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatNok(stayTotal(nights, pricePerNight))}</dd>
        </div>
      </dl>
      <fieldset className={styles.payment}>
        <legend>Payment method</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className={styles.paymentOption}>
            <input
              type="radio"
              name={name}
              value={method}
              checked={payment === method}
              onChange={() => onPaymentChange(method)}
            />
            {method}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
