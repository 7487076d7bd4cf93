import { formatDisplayDate } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { useCalendarChanges, type VenueMonth } from './api/calendar';
import styles from './venue-calendar.module.css';

const day = (value: string) => value.slice(0, 10);

/** The month's bookings and blocks as lists; the host's own blocks can be unblocked. */
export function BlockList({ venueId, data }: { venueId: string; data: VenueMonth }) {
  const { unblock } = useCalendarChanges(venueId);
  return (
    <div className={styles.lists}>
      <section aria-labelledby="calendar-bookings">
        <h3 id="calendar-bookings">Bookings this month</h3>
        {data.bookings.length === 0 ? (
          <p>No bookings this month.</p>
        ) : (
          <ul>
            {data.bookings.map((booking) => (
              <li key={booking.id}>
                {booking.customer.name}
                {booking.status === 'requested' ? ' (request waiting for your answer)' : ''}:{' '}
                {formatDisplayDate(day(booking.dateFrom))} –{' '}
                {formatDisplayDate(day(booking.dateTo))}, {booking.nights} night
                {booking.nights === 1 ? '' : 's'}, {booking.guests} guest
                {booking.guests === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="calendar-blocks">
        <h3 id="calendar-blocks">Blocked dates this month</h3>
        {data.blocks.length === 0 ? (
          <p>No blocked dates this month.</p>
        ) : (
          <ul>
            {data.blocks.map((block) => {
              const range = `${formatDisplayDate(day(block.dateFrom))} – ${formatDisplayDate(day(block.dateTo))}`;
              return (
                <li key={block.id} className={styles.blockItem}>
                  <span>
                    {range}
                    {block.note ? ` (${block.note})` : ''}
                    {block.source === 'feed'
                      ? ` · from another channel: ${block.summary ?? ''}`
                      : ''}
                    {block.conflict ? ' · conflicts with a booking here' : ''}
                  </span>
                  {block.source === 'host' && (
                    <Button
                      variant="ghost"
                      loading={unblock.isPending && unblock.variables === block.id}
                      onClick={() => unblock.mutate(block.id)}
                      aria-label={`Unblock ${range}`}
                    >
                      Unblock
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {unblock.isError && <Alert>{apiErrorMessage(unblock.error, 'Could not unblock.')}</Alert>}
      </section>
    </div>
  );
}
