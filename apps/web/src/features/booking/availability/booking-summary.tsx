import {
  formatDisplayDate,
  formatNok,
  nightsBetween,
  stayTotal,
  type CalendarDate,
} from '@holidaze/domain';
import styles from './availability-panel.module.css';

export interface BookingSummaryProps {
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
  pricePerNight: number;
}

export const nightsLabel = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;
export const guestsLabel = (guests: number) => `${guests} ${guests === 1 ? 'guest' : 'guests'}`;

/** The priced stay; shown only for a bookable range (the panel decides). */
export function BookingSummary({ from, to, guests, pricePerNight }: BookingSummaryProps) {
  const nights = nightsBetween(from, to);
  return (
    <section className={styles.summary} aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title" className={styles.summaryTitle}>
        Booking summary
      </h3>
      <dl className={styles.summaryList}>
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
        <div>
          <dt>Price per night</dt>
          <dd>{formatNok(pricePerNight)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatNok(stayTotal(nights, pricePerNight))}</dd>
        </div>
      </dl>
    </section>
  );
}
