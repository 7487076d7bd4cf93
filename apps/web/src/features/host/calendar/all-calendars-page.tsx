import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../shared/routes';
import { EmptyState } from '../../../shared/ui/empty-state';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useHostMonth, type CalendarBooking } from './api/calendar';
import { monthName, monthWeeks } from './month-days';
import { useMonthParam } from './month-bar';
import { CalendarPage } from './calendar-page';
import { CalendarLegend } from './month-table';
import styles from './venue-calendar.module.css';

/** Every venue of the host in one month: a row each, a cell per night. */
export default function AllCalendarsPage() {
  // The area's name from the URL, not the host context: this page stays a chunk of its own.
  const { adminId: username = '' } = useParams();
  const { t } = useLingui();
  const [month, goTo] = useMonthParam();
  const calendar = useHostMonth(username, month);
  usePageTitle(t`Calendar`);
  const days = monthWeeks(month, [], [])
    .flat()
    .filter((cell) => cell !== null)
    .map((cell) => cell.day);
  const name = monthName(month);

  const bookedBy = ({ customer, status }: CalendarBooking) => {
    const guest = customer.name;
    return status === 'requested' ? t`Requested by ${guest}` : t`Booked by ${guest}`;
  };

  return (
    <CalendarPage
      headingId="all-calendars"
      heading={<Trans>Calendar: all venues</Trans>}
      month={month}
      goTo={goTo}
      calendar={calendar}
    >
      {calendar.data && calendar.data.venues.length === 0 && (
        <EmptyState>
          <Trans>You have not listed any venues yet.</Trans>
        </EmptyState>
      )}
      {calendar.data && calendar.data.venues.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.strip}>
            <caption className="visually-hidden">
              <Trans>Nights of {name} for each venue: booked, blocked or free</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Venue</Trans>
                </th>
                {days.map((day) => (
                  <th key={day} scope="col">
                    {Number(day.slice(8))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {calendar.data.venues.map((venue) => {
                const row = monthWeeks(month, venue.bookings, venue.blocks)
                  .flat()
                  .filter((cell) => cell !== null);
                return (
                  <tr key={venue.id}>
                    <th scope="row">
                      <Link to={`${paths.adminVenueCalendar(username, venue.id)}?month=${month}`}>
                        {venue.name}
                      </Link>
                    </th>
                    {row.map((cell) => (
                      <td
                        key={cell.day}
                        className={
                          cell.booking ? styles.booked : cell.block ? styles.blocked : styles.free
                        }
                      >
                        <span className="visually-hidden">
                          {cell.booking
                            ? bookedBy(cell.booking)
                            : cell.block
                              ? t`Blocked`
                              : t`Free`}
                        </span>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <CalendarLegend />
        </div>
      )}
    </CalendarPage>
  );
}
