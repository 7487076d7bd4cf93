import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useVenueMonth } from './api/calendar';
import { BlockForm } from './block-form';
import { BlockList } from './block-list';
import { FeedUrl } from './feed-url';
import { ImportedFeeds } from './imported-feeds';
import { MonthTable } from './month-table';
import { StayRulesForm } from './stay-rules-form';
import { VenuePricing } from '../pricing/venue-pricing';
import { useMonthParam } from './month-bar';
import { CalendarPage } from './calendar-page';

/** A venue's month for its host: bookings and blocks, blocking and unblocking, the feed URL. */
export default function VenueCalendarPage() {
  const { venueId = '' } = useParams();
  const { t } = useLingui();
  const [month, goTo] = useMonthParam();
  const calendar = useVenueMonth(venueId, month);
  const venueName = calendar.data?.venue.name;
  const heading = venueName ? t`Calendar: ${venueName}` : t`Calendar`;
  usePageTitle(heading);

  return (
    <CalendarPage
      headingId="calendar-heading"
      heading={heading}
      month={month}
      goTo={goTo}
      calendar={calendar}
    >
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
    </CalendarPage>
  );
}
