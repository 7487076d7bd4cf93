import type { ReactNode } from 'react';
import { OVERVIEW_ITEM_COUNT, todayLocal } from '@holidaze/domain';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../../shared/routes';
import { EmptyState } from '../../../shared/ui/empty-state';
import { buttonClassName } from '../../../shared/ui/button';
import { HostBookingList } from '../bookings/host-booking-card';
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
      <OverviewSection
        id="overview-venues"
        title={<Trans>Your Properties</Trans>}
        viewAll={venues.length > 0 ? paths.adminManageVenues(username) : undefined}
      >
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
          <div className={`${ui.stack4} ${styles.list}`}>
            {venues.slice(0, OVERVIEW_ITEM_COUNT).map((venue) => (
              <HostVenueCard key={venue.id} venue={venue} />
            ))}
          </div>
        )}
      </OverviewSection>
      <OverviewSection
        id="overview-bookings"
        title={<Trans>Recent Bookings</Trans>}
        viewAll={paths.adminManageBookings(username)}
      >
        <HostBookingList bookings={recent} today={today} />
      </OverviewSection>
    </div>
  );
}

/** A part of the overview: its heading, with a way to the full list when there is one. */
function OverviewSection(props: {
  id: string;
  title: ReactNode;
  viewAll: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <div className={`${ui.headRow} ${styles.sectionHead}`}>
        <h2 id={props.id}>{props.title}</h2>
        {props.viewAll && (
          <Link to={props.viewAll} className={styles.viewAll}>
            <Trans>View All</Trans>
          </Link>
        )}
      </div>
      {props.children}
    </section>
  );
}
