import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VenueMonth } from './api/calendar';
import { monthName, monthWeeks } from './month-days';
import styles from './venue-calendar.module.css';

const WEEKDAYS = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`];

/** The month as a table of nights: each booked (the guest's name), blocked or free. */
export function MonthTable({ month, data }: { month: string; data: VenueMonth }) {
  const { t, i18n } = useLingui();
  const weeks = monthWeeks(month, data.bookings, data.blocks);
  const name = monthName(month);
  const guestOf = ({ customer, status }: VenueMonth['bookings'][number]) => {
    const guest = customer.name;
    return status === 'requested' ? t`${guest} (request)` : guest;
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.month}>
        <caption className="visually-hidden">
          <Trans>Nights of {name}: booked, blocked or free</Trans>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.id} scope="col">
                {i18n._(weekday)}
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
                        ? guestOf(cell.booking)
                        : cell.block
                          ? cell.block.source === 'feed'
                            ? t`Other channel`
                            : t`Blocked`
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
      <CalendarLegend />
    </div>
  );
}

/** What the colours of the calendar's nights mean. */
export function CalendarLegend() {
  return (
    <p className={styles.legend}>
      <span className={styles.booked}>
        <Trans>Booked</Trans>
      </span>
      <span className={styles.blocked}>
        <Trans>Blocked</Trans>
      </span>
      <span className={styles.free}>
        <Trans>Free</Trans>
      </span>
    </p>
  );
}
