import { formatDisplayDate, nightsBetween, nightsLabel, type CalendarDate } from '@holidaze/domain';
import { Suspense, lazy } from 'react';
import { EstimateRows } from '../pricing/estimate-rows';
import ui from '../../../shared/ui/ui.module.css';
import styles from './availability-panel.module.css';

// The itemised price follows the page's first view; until it comes, nights × price stands in
// with the same rows, so nothing below (Book now) moves for a plain nightly price.
const StayPrice = lazy(() =>
  import('../pricing/priced-stay').then((m) => ({ default: m.StayPrice })),
);

export interface BookingSummaryProps {
  venueId: string;
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
  pricePerNight: number;
}

export const guestsLabel = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/** The priced stay; shown only for a bookable range (the panel decides). */
export function BookingSummary({ venueId, from, to, guests, pricePerNight }: BookingSummaryProps) {
  const nights = nightsBetween(from, to);
  return (
    <section className={styles.summary} aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title" className={styles.summaryTitle}>
        Booking summary
      </h3>
      <dl className={`${ui.facts} ${styles.summaryList}`}>
        <div>
          <dt>Dates</dt>
          <dd>
            {formatDisplayDate(from)} – {formatDisplayDate(to)}
          </dd>
        </div>
        <div>
          <dt>Nights</dt>
          <dd>{nightsLabel(nights)}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{guestsLabel(guests)}</dd>
        </div>
        <Suspense fallback={<EstimateRows from={from} to={to} pricePerNight={pricePerNight} />}>
          <StayPrice
            venueId={venueId}
            from={from}
            to={to}
            guests={guests}
            pricePerNight={pricePerNight}
          />
        </Suspense>
      </dl>
    </section>
  );
}
