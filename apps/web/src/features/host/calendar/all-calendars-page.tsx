import { todayLocal } from '@holidaze/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useHostMonth } from './api/calendar';
import { monthName, monthWeeks, shiftMonth } from './month-days';
import styles from './venue-calendar.module.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Every venue of the host in one month: a row each, a cell per night. */
export default function AllCalendarsPage() {
  // The area's name from the URL, not the host context: this page stays a chunk of its own.
  const { adminId: username = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : todayLocal().slice(0, 7);
  const calendar = useHostMonth(username, month);
  usePageTitle('Calendar');
  const goTo = (next: string) => setSearch({ month: next }, { replace: true });
  const days = monthWeeks(month, [], [])
    .flat()
    .filter((cell) => cell !== null)
    .map((cell) => cell.day);

  return (
    <section aria-labelledby="all-calendars" className={styles.page}>
      <p>
        <Link to={paths.adminManageVenues(username)}>← Manage Properties</Link>
      </p>
      <h2 id="all-calendars">Calendar: all venues</h2>
      <div className={styles.monthBar}>
        <Button
          variant="secondary"
          aria-label="Previous month"
          onClick={() => goTo(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹ Previous</span>
        </Button>
        <h3 aria-live="polite" className={styles.monthName}>
          {monthName(month)}
        </h3>
        <Button
          variant="secondary"
          aria-label="Next month"
          onClick={() => goTo(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">Next ›</span>
        </Button>
      </div>
      {calendar.isPending && <Spinner label="Loading the calendar" />}
      {calendar.isError && (
        <Alert>{apiErrorMessage(calendar.error, 'The calendar could not be loaded.')}</Alert>
      )}
      {calendar.data && calendar.data.venues.length === 0 && (
        <EmptyState>You have not listed any venues yet.</EmptyState>
      )}
      {calendar.data && calendar.data.venues.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.strip}>
            <caption className={styles.visuallyHidden}>
              Nights of {monthName(month)} for each venue: booked, blocked or free
            </caption>
            <thead>
              <tr>
                <th scope="col">Venue</th>
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
                        <span className={styles.visuallyHidden}>
                          {cell.booking
                            ? `${cell.booking.status === 'requested' ? 'Requested' : 'Booked'} by ${cell.booking.customer.name}`
                            : cell.block
                              ? 'Blocked'
                              : 'Free'}
                        </span>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className={styles.legend}>
            <span className={styles.booked}>Booked</span>
            <span className={styles.blocked}>Blocked</span>
            <span className={styles.free}>Free</span>
          </p>
        </div>
      )}
    </section>
  );
}
