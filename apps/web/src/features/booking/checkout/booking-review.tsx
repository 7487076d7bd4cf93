import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { nightsBetween, type CalendarDate } from '@holidaze/domain';
import { formatOre } from '../../../shared/i18n';
import { useVenueTerms } from '../../../shared/api/venue-terms';
import { quoteQueryOptions } from '../../../shared/api/stay-quote';
import { PolicySummary, StayPrice } from '../pricing/priced-stay';
import { StayFacts } from '../stay-facts';
import styles from './booking-modal.module.css';
import ui from '../../../shared/ui/ui.module.css';
import { ApproximatePrice } from '../../../shared/currency';

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
  const total = quote.data ? formatOre(quote.data.totalOre) : '';
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
          <strong>
            <Trans>Pay the host at check-in: {total}</Trans>
          </strong>
          <ApproximatePrice ore={quote.data.totalOre} />{' '}
          <span className={styles.payNote}>
            <Trans>Nothing is charged now.</Trans>
          </span>
        </p>
      ) : (
        <p className={styles.payNote}>
          <Trans>Nothing is charged now: you pay the host at check-in.</Trans>
        </p>
      )}
    </div>
  );
}
