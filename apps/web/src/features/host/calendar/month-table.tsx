import type { VenueMonth } from './api/calendar';
import { monthName, monthWeeks } from './month-days';
import styles from './venue-calendar.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The month as a table of nights: each booked (the guest's name), blocked or free. */
export function MonthTable({ month, data }: { month: string; data: VenueMonth }) {
  const weeks = monthWeeks(month, data.bookings, data.blocks);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.month}>
        <caption className="visually-hidden">
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
      <CalendarLegend />
    </div>
  );
}

/** What the colours of the calendar's nights mean. */
export function CalendarLegend() {
  return (
    <p className={styles.legend}>
      <span className={styles.booked}>Booked</span>
      <span className={styles.blocked}>Blocked</span>
      <span className={styles.free}>Free</span>
    </p>
  );
}
