import { useState, type FormEvent } from 'react';
import { formatDisplayDate, todayLocal } from '@holidaze/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { Spinner } from '../../../shared/ui/spinner';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useCalendarChanges, useFeedUrl, useVenueMonth } from './api/calendar';
import { ImportedFeeds } from './imported-feeds';
import { monthName, monthWeeks, shiftMonth } from './month-days';
import { StayRulesForm } from './stay-rules-form';
import { VenuePricing } from '../pricing/venue-pricing';
import styles from './venue-calendar.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const day = (value: string) => value.slice(0, 10);

/** A venue's month for its host: bookings and blocks, blocking and unblocking, the feed URL. */
export default function VenueCalendarPage() {
  // The area's own name from the URL, not the host context: this page stays a chunk of its own.
  const { adminId: username = '', venueId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : todayLocal().slice(0, 7);
  const calendar = useVenueMonth(venueId, month);
  const venueName = calendar.data?.venue.name;
  usePageTitle(venueName ? `Calendar: ${venueName}` : 'Calendar');
  const goTo = (next: string) => setSearch({ month: next }, { replace: true });

  return (
    <section aria-labelledby="calendar-heading" className={styles.page}>
      <p>
        <Link to={paths.adminManageVenues(username)}>← Manage Properties</Link>
      </p>
      <h2 id="calendar-heading">Calendar{venueName ? `: ${venueName}` : ''}</h2>
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

type MonthData = NonNullable<ReturnType<typeof useVenueMonth>['data']>;

function MonthTable({ month, data }: { month: string; data: MonthData }) {
  const weeks = monthWeeks(month, data.bookings, data.blocks);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.month}>
        <caption className={styles.visuallyHidden}>
          Nights of {monthName(month)}: booked, blocked or free
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((cell) => cell)?.day}>
              {week.map((cell, i) =>
                cell ? (
                  <td
                    key={cell.day}
                    className={
                      cell.booking ? styles.booked : cell.block ? styles.blocked : styles.free
                    }
                  >
                    <span className={styles.dayNumber}>{Number(cell.day.slice(8))}</span>
                    <span className={styles.dayState}>
                      {cell.booking
                        ? `${cell.booking.customer.name}${cell.booking.status === 'requested' ? ' (request)' : ''}`
                        : cell.block
                          ? cell.block.source === 'feed'
                            ? 'Other channel'
                            : 'Blocked'
                          : ''}
                    </span>
                  </td>
                ) : (
                  <td key={`pad-${i}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <span className={styles.booked}>Booked</span>
        <span className={styles.blocked}>Blocked</span>
        <span className={styles.free}>Free</span>
      </p>
    </div>
  );
}

function BlockList({ venueId, data }: { venueId: string; data: MonthData }) {
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

function BlockForm({ venueId }: { venueId: string }) {
  const { block } = useCalendarChanges(venueId);
  const [values, setValues] = useState({ dateFrom: '', dateTo: '', note: '' });
  const [done, setDone] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    block.mutate(values, {
      onSuccess: () => {
        setDone(`Blocked ${values.dateFrom} to ${values.dateTo}.`);
        setValues({ dateFrom: '', dateTo: '', note: '' });
      },
    });
  };
  return (
    <form onSubmit={submit} className={styles.blockForm} aria-labelledby="block-heading">
      <h3 id="block-heading">Block dates</h3>
      <p className={styles.hint}>
        Guests cannot book blocked nights; they see them as unavailable, without your note.
      </p>
      <div className={styles.formRow}>
        <Field
          label="First night"
          type="date"
          required
          value={values.dateFrom}
          onChange={(event) => setValues({ ...values, dateFrom: event.target.value })}
        />
        <Field
          label="Until (check-out day)"
          type="date"
          required
          min={values.dateFrom || undefined}
          value={values.dateTo}
          onChange={(event) => setValues({ ...values, dateTo: event.target.value })}
        />
        <Field
          label="Private note (optional)"
          maxLength={200}
          value={values.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
      </div>
      <Button type="submit" loading={block.isPending}>
        Block dates
      </Button>
      {block.isError && (
        <Alert>{apiErrorMessage(block.error, 'Could not block these dates.')}</Alert>
      )}
      <p role="status">{done}</p>
    </form>
  );
}

function FeedUrl({ venueId }: { venueId: string }) {
  const feed = useFeedUrl(venueId);
  const { rotateFeed } = useCalendarChanges(venueId);
  const [status, setStatus] = useState('');
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      setStatus('Feed address copied.');
    } catch {
      setStatus('Copying is not allowed here: select the address and copy it.');
    }
  };
  return (
    <section aria-labelledby="feed-heading" className={styles.feed}>
      <h3 id="feed-heading">Calendar feed for other sites</h3>
      <p className={styles.hint}>
        Paste this address into Airbnb, Booking.com or your calendar app to show this venue’s booked
        and blocked nights there. Keep it private.
      </p>
      {feed.isError && (
        <Alert>{apiErrorMessage(feed.error, 'The feed address could not be loaded.')}</Alert>
      )}
      <Field
        label="Feed address"
        readOnly
        value={feed.data ?? ''}
        onFocus={(e) => e.target.select()}
      />
      <div className={styles.formRow}>
        <Button variant="secondary" onClick={() => void copy()} disabled={!feed.data}>
          Copy address
        </Button>
        <Button
          variant="ghost"
          loading={rotateFeed.isPending}
          onClick={() =>
            rotateFeed.mutate(undefined, {
              onSuccess: () => setStatus('New address made: the old one no longer works.'),
            })
          }
        >
          Make a new address
        </Button>
      </div>
      <p role="status">{status}</p>
    </section>
  );
}
