import { OVERVIEW_ITEM_COUNT, todayLocal } from '@holidaze/domain';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../../shared/routes';
import { EmptyState } from '../../../shared/ui/empty-state';
import { buttonClassName } from '../../../shared/ui/button';
import { HostBookingCard } from '../bookings/host-booking-card';
import { bookingsOf, mostRecent } from '../bookings/manager-bookings';
import { useHostArea } from '../layout/host-context';
import { HostVenueCard } from '../venues/host-venue-card';
import styles from '../host.module.css';
import ui from '../../../shared/ui/ui.module.css';

/** The first venues and the latest bookings, each with a way to the full list. */
export function OverviewPage() {
  const { username, venues } = useHostArea();
  const recent = mostRecent(bookingsOf(venues), OVERVIEW_ITEM_COUNT);
  const today = todayLocal();
  return (
    <div className={styles.overview}>
      <section aria-labelledby="overview-venues">
        <div className={`${ui.headRow} ${styles.sectionHead}`}>
          <h2 id="overview-venues">
            <Trans>Your Properties</Trans>
          </h2>
          {venues.length > 0 && (
            <Link to={paths.adminManageVenues(username)} className={styles.viewAll}>
              <Trans>View All</Trans>
            </Link>
          )}
        </div>
        {venues.length === 0 ? (
          <EmptyState>
            <p>
              <Trans>You have not listed any venues yet.</Trans>
            </p>
            <Link to={paths.adminNewVenue(username)} className={buttonClassName('primary')}>
              <Trans>Add your first venue</Trans>
            </Link>
          </EmptyState>
        ) : (
          <div className={styles.list}>
            {venues.slice(0, OVERVIEW_ITEM_COUNT).map((venue) => (
              <HostVenueCard key={venue.id} venue={venue} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="overview-bookings">
        <div className={`${ui.headRow} ${styles.sectionHead}`}>
          <h2 id="overview-bookings">
            <Trans>Recent Bookings</Trans>
          </h2>
          <Link to={paths.adminManageBookings(username)} className={styles.viewAll}>
            <Trans>View All</Trans>
          </Link>
        </div>
        {recent.length === 0 ? (
          <EmptyState>
            <Trans>No bookings found.</Trans>
          </EmptyState>
        ) : (
          <div className={styles.list}>
            {recent.map((booking) => (
              <HostBookingCard key={booking.id} booking={booking} today={today} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
