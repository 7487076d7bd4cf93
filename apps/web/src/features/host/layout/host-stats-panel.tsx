import type { Venue } from '@holidaze/domain';
import { useLingui } from '@lingui/react/macro';
import { hostStats } from '../stats/host-stats';
import styles from '../host.module.css';

/** Total Venues, Total Bookings, Average Rating and Revenue (spec §2; NOK, deviation 4). */
export function HostStatsPanel({ venues }: { venues: readonly Venue[] }) {
  const { t } = useLingui();
  const stats = hostStats(venues);
  const items = [
    { key: 'venues', label: t`Total Venues`, value: String(stats.totalVenues) },
    { key: 'bookings', label: t`Total Bookings`, value: String(stats.totalBookings) },
    { key: 'rating', label: t`Average Rating`, value: stats.averageRating },
    { key: 'revenue', label: t`Revenue`, value: stats.revenue },
  ];
  return (
    <section aria-label={t`Statistics`}>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.key} className={styles.stat}>
            <dt className={styles.statLabel}>{item.label}</dt>
            <dd className={styles.statValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
