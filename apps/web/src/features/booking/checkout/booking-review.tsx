import { useId } from 'react';
import {
  PAYMENT_NOTE,
  PAYMENT_PREFERENCES,
  nightsBetween,
  type CalendarDate,
  type PaymentPreference,
} from '@holidaze/domain';
import { useVenueTerms } from '../../../shared/api/venue-terms';
import { PolicySummary, StayPrice } from '../pricing/priced-stay';
import { StayFacts } from '../stay-facts';
import styles from './booking-modal.module.css';

interface BookingReviewProps {
  venueId: string;
  venueName: string;
  stay: { from: CalendarDate; to: CalendarDate };
  guests: number;
  pricePerNight: number;
  payment: PaymentPreference;
  onPaymentChange: (method: PaymentPreference) => void;
}

/**
 * Step 1: what will be booked, its itemised price and the venue's cancellation policy, and how
 * the traveller would like to pay the host (a preference: nothing is charged online).
 */
export function BookingReview({
  venueId,
  venueName,
  stay,
  guests,
  pricePerNight,
  payment,
  onPaymentChange,
}: BookingReviewProps) {
  const name = useId();
  const terms = useVenueTerms(venueId);
  const nights = nightsBetween(stay.from, stay.to);
  return (
    <div className={styles.review}>
      <p className={styles.lead}>{venueName}</p>
      <dl className={styles.facts}>
        <StayFacts from={stay.from} to={stay.to} nights={nights} guests={guests} />
        <StayPrice
          venueId={venueId}
          from={stay.from}
          to={stay.to}
          guests={guests}
          pricePerNight={pricePerNight}
        />
      </dl>
      {terms.data && <PolicySummary policy={terms.data.cancellationPolicy} />}
      <fieldset className={styles.payment}>
        <legend>Payment method</legend>
        {PAYMENT_PREFERENCES.map((method) => (
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
      <p className={styles.payNote}>{PAYMENT_NOTE}</p>
    </div>
  );
}
