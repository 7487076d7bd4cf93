import { nightsBetween } from '@holidaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { formatDisplayDate, nightsLabel } from '../../../shared/i18n';
import { EstimateRows } from '../pricing/estimate-rows';
import type { StayPriceProps } from '../pricing/priced-stay';
import ui from '../../../shared/ui/ui.module.css';
import styles from './availability-panel.module.css';
import { Fact } from '../../../shared/ui/fact';

// The itemised price follows the page's first view; until it comes, nights × price stands in
// with the same rows, so nothing below (Book now) moves for a plain nightly price.
const StayPrice = lazy(() =>
  import('../pricing/priced-stay').then((m) => ({ default: m.StayPrice })),
);

export const guestsLabel = (guests: number) =>
  plural(guests, { one: '# guest', other: '# guests' });

/** The priced stay; shown only for a bookable range (the panel decides). */
export function BookingSummary(stay: StayPriceProps) {
  const { from, to, guests, pricePerNight } = stay;
  const { t } = useLingui();
  const nights = nightsBetween(from, to);
  return (
    <section className={styles.summary} aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title" className={styles.summaryTitle}>
        <Trans>Booking summary</Trans>
      </h3>
      <dl className={`${ui.facts} ${styles.summaryList}`}>
        <Fact term={t`Dates`}>
          {formatDisplayDate(from)} – {formatDisplayDate(to)}
        </Fact>
        <Fact term={t`Nights`}>{nightsLabel(nights)}</Fact>
        <Fact term={t`Guests`}>{guestsLabel(guests)}</Fact>
        <Suspense fallback={<EstimateRows from={from} to={to} pricePerNight={pricePerNight} />}>
          <StayPrice {...stay} />
        </Suspense>
      </dl>
    </section>
  );
}
