import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate, nightsLabel } from '../../../shared/i18n';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { useCalendarChanges, type VenueMonth } from './api/calendar';
import styles from './venue-calendar.module.css';

const day = (value: string) => value.slice(0, 10);

/** The month's bookings and blocks as lists; the host's own blocks can be unblocked. */
export function BlockList({ venueId, data }: { venueId: string; data: VenueMonth }) {
  const { t } = useLingui();
  const { unblock } = useCalendarChanges(venueId);
  const stay = ({
    customer,
    status,
    dateFrom,
    dateTo,
    nights,
    guests,
  }: VenueMonth['bookings'][number]) => {
    const guest = customer.name;
    const from = formatDisplayDate(day(dateFrom));
    const to = formatDisplayDate(day(dateTo));
    const length = nightsLabel(nights);
    const party = plural(guests, { one: '# guest', other: '# guests' });
    return status === 'requested'
      ? t`${guest} (request waiting for your answer): ${from} – ${to}, ${length}, ${party}`
      : t`${guest}: ${from} – ${to}, ${length}, ${party}`;
  };
  const fromFeed = (summary: string) => t`from another channel: ${summary}`;
  return (
    <div className={styles.lists}>
      <section aria-labelledby="calendar-bookings">
        <h3 id="calendar-bookings">
          <Trans>Bookings this month</Trans>
        </h3>
        {data.bookings.length === 0 ? (
          <p>
            <Trans>No bookings this month.</Trans>
          </p>
        ) : (
          <ul>
            {data.bookings.map((booking) => (
              <li key={booking.id}>{stay(booking)}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="calendar-blocks">
        <h3 id="calendar-blocks">
          <Trans>Blocked dates this month</Trans>
        </h3>
        {data.blocks.length === 0 ? (
          <p>
            <Trans>No blocked dates this month.</Trans>
          </p>
        ) : (
          <ul>
            {data.blocks.map((block) => {
              const range = `${formatDisplayDate(day(block.dateFrom))} – ${formatDisplayDate(day(block.dateTo))}`;
              return (
                <li key={block.id} className={styles.blockItem}>
                  <span>
                    {range}
                    {block.note ? ` (${block.note})` : ''}
                    {block.source === 'feed' ? ` · ${fromFeed(block.summary ?? '')}` : ''}
                    {block.conflict ? ` · ${t`conflicts with a booking here`}` : ''}
                  </span>
                  {block.source === 'host' && (
                    <Button
                      variant="ghost"
                      loading={unblock.isPending && unblock.variables === block.id}
                      onClick={() => unblock.mutate(block.id)}
                      aria-label={t`Unblock ${range}`}
                    >
                      <Trans>Unblock</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {unblock.isError && <Alert>{apiErrorMessage(unblock.error, t`Could not unblock.`)}</Alert>}
      </section>
    </div>
  );
}
