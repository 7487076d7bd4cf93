import type { Venue } from '@holidaze/domain';
import { hostStats } from '../stats/host-stats';
import styles from '../host.module.css';

/** Total Venues, Total Bookings, Average Rating and Revenue (spec §2; NOK, deviation 4). */
export function HostStatsPanel({ venues }: { venues: readonly Venue[] }) {
  const stats = hostStats(venues);
  const items = [
    { label: 'Total Venues', value: String(stats.totalVenues) },
    { label: 'Total Bookings', value: String(stats.totalBookings) },
    { label: 'Average Rating', value: stats.averageRating },
    { label: 'Revenue', value: stats.revenue },
  ];
  return (
    <section aria-label="Statistics">
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt className={styles.statLabel}>{item.label}</dt>
            <dd className={styles.statValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
