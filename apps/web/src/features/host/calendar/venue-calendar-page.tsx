import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useVenueMonth } from './api/calendar';
import { BlockForm } from './block-form';
import { BlockList } from './block-list';
import { FeedUrl } from './feed-url';
import { ImportedFeeds } from './imported-feeds';
import { MonthTable } from './month-table';
import { StayRulesForm } from './stay-rules-form';
import { VenuePricing } from '../pricing/venue-pricing';
import { MonthBar, useMonthParam } from './month-bar';
import styles from './venue-calendar.module.css';

/** A venue's month for its host: bookings and blocks, blocking and unblocking, the feed URL. */
export default function VenueCalendarPage() {
  // The area's own name from the URL, not the host context: this page stays a chunk of its own.
  const { adminId: username = '', venueId = '' } = useParams();
  const { t } = useLingui();
  const [month, goTo] = useMonthParam();
  const calendar = useVenueMonth(venueId, month);
  const venueName = calendar.data?.venue.name;
  const heading = venueName ? t`Calendar: ${venueName}` : t`Calendar`;
  usePageTitle(heading);

  return (
    <section aria-labelledby="calendar-heading" className={styles.page}>
      <p>
        <Link to={paths.adminManageVenues(username)}>
          <Trans>← Manage Properties</Trans>
        </Link>
      </p>
      <h2 id="calendar-heading">{heading}</h2>
      <MonthBar month={month} goTo={goTo} />
      {calendar.isPending && <Spinner label={t`Loading the calendar`} />}
      {calendar.isError && (
        <Alert>{apiErrorMessage(calendar.error, t`The calendar could not be loaded.`)}</Alert>
      )}
      {/* Only the venue's owner gets a month: anyone else sees the error alone. */}
      {calendar.data && (
        <>
          <MonthTable month={month} data={calendar.data} />
          <BlockList venueId={venueId} data={calendar.data} />
          <BlockForm venueId={venueId} />
          <StayRulesForm venueId={venueId} rules={calendar.data.rules} />
          <VenuePricing venueId={venueId} />
          <FeedUrl venueId={venueId} />
          <ImportedFeeds venueId={venueId} />
        </>
      )}
    </section>
  );
}
