import { useState } from 'react';
import { ACCOUNT_PAGE_SIZE, pageCount, slicePage, type Venue } from '@holidaze/domain';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../shared/routes';
import { DropdownMenu } from '../../../shared/ui/dropdown-menu';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Pagination } from '../../../shared/ui/pagination';
import { buttonClassName } from '../../../shared/ui/button';
import { useHostArea } from '../layout/host-context';
import { HostVenueCard } from './host-venue-card';
import { DeleteVenueDialog } from './delete-venue-dialog';
import { CreatedVenueNextStep } from './next-step';
import styles from '../host.module.css';
import ui from '../../../shared/ui/ui.module.css';

/** All of the manager's venues, three to a page, each with Edit and Delete. */
export function ManageVenuesPage() {
  const { username, venues } = useHostArea();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Venue | null>(null);
  const pages = pageCount(venues.length, ACCOUNT_PAGE_SIZE);
  // A deletion can empty the last page: show the last one that still exists.
  const current = Math.min(page, Math.max(pages, 1));
  return (
    <section aria-labelledby="manage-venues">
      <div className={`${ui.headRow} ${styles.sectionHead}`}>
        <h2 id="manage-venues">
          <Trans>Manage Properties</Trans>
        </h2>
        <span className={styles.headActions}>
          {venues.length > 0 && (
            <Link to={paths.adminCalendar(username)} className={buttonClassName('secondary')}>
              <Trans>Calendar</Trans>
            </Link>
          )}
          <Link to={paths.adminNewVenue(username)} className={buttonClassName('primary')}>
            <Trans>+ Add New</Trans>
          </Link>
        </span>
      </div>
      <CreatedVenueNextStep username={username} />
      {venues.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>You have not listed any venues yet.</Trans>
          </p>
        </EmptyState>
      ) : (
        <div className={`${ui.stack4} ${styles.list}`}>
          {slicePage(venues, current, ACCOUNT_PAGE_SIZE).map((venue) => (
            <HostVenueCard
              key={venue.id}
              venue={venue}
              actions={
                <DropdownMenu
                  label={t`Venue options`}
                  triggerClassName={`${ui.roundButton} ${ui.roundSmall}`}
                  trigger={<span aria-hidden="true">⋮</span>}
                  items={[
                    {
                      label: t`Edit`,
                      onSelect: () => navigate(paths.adminEditVenue(username, venue.id)),
                    },
                    {
                      label: t`Calendar`,
                      onSelect: () => navigate(paths.adminVenueCalendar(username, venue.id)),
                    },
                    {
                      label: t`Prices, fees and policy`,
                      onSelect: () => navigate(paths.adminVenuePricing(username, venue.id)),
                    },
                    { label: t`Delete`, onSelect: () => setDeleting(venue) },
                  ]}
                />
              }
            />
          ))}
        </div>
      )}
      <Pagination page={current} pageCount={pages} onChange={setPage} label={t`Venue pages`} />
      <DeleteVenueDialog username={username} venue={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
