import { useQuery } from '@tanstack/react-query';
import { PAYMENT_NOTE, nightsBetween, payAtCheckIn, type CalendarDate } from '@holidaze/domain';
import { useVenueTerms } from '../../../shared/api/venue-terms';
import { quoteQueryOptions } from '../../../shared/api/stay-quote';
import { PolicySummary, StayPrice } from '../pricing/priced-stay';
import { StayFacts } from '../stay-facts';
import styles from './booking-modal.module.css';
import ui from '../../../shared/ui/ui.module.css';

interface BookingReviewProps {
  venueId: string;
  venueName: string;
  stay: { from: CalendarDate; to: CalendarDate };
  guests: number;
  pricePerNight: number;
}

/**
 * Step 1: what will be booked, its itemised price, the venue's cancellation policy, and what the
 * traveller will pay the host at check-in. Nothing is charged online, so there is no payment
 * method to pick (docs/spec-deviations.md).
 */
export function BookingReview({
  venueId,
  venueName,
  stay,
  guests,
  pricePerNight,
}: BookingReviewProps) {
  const quote = useQuery(quoteQueryOptions({ venueId, from: stay.from, to: stay.to, guests }));
  const terms = useVenueTerms(venueId);
  const nights = nightsBetween(stay.from, stay.to);
  return (
    <div className={styles.review}>
      <p className={styles.lead}>{venueName}</p>
      <dl className={`${ui.facts} ${ui.ruledFacts}`}>
        <StayFacts from={stay.from} to={stay.to} nights={nights} guests={guests} />
        <StayPrice
          venueId={venueId}
          from={stay.from}
          to={stay.to}
          guests={guests}
          pricePerNight={pricePerNight}
        />
      </dl>
      {terms.data && <PolicySummary policy={terms.data.cancellationPolicy} checkIn={stay.from} />}
      {quote.data ? (
        <p className={styles.payAtCheckIn}>
          <strong>{payAtCheckIn(quote.data.totalOre)}</strong>{' '}
          <span className={styles.payNote}>Nothing is charged now.</span>
        </p>
      ) : (
        <p className={styles.payNote}>{PAYMENT_NOTE}</p>
      )}
    </div>
  );
}
