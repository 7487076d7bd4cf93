/**
 * Writes a venue's availability as an iCalendar feed (RFC 5545) that Airbnb, Booking.com and
 * Vrbo import. Every booked or blocked stay is one all-day event: DTSTART is the first night,
 * DTEND the check-out day, so our half-open stays match RFC 5545's non-inclusive end exactly.
 * No guest's personal data is written: bookings say only "Reserved", blocks "Not available".
 */

export interface FeedEvent {
  /** Stable per stay, so a calendar that imports the feed updates the event instead of adding one. */
  uid: string;
  kind: 'booking' | 'block';
  /** First night, YYYY-MM-DD. */
  dateFrom: string;
  /** Check-out day, YYYY-MM-DD (exclusive). */
  dateTo: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function icalDate(day: string): string {
  const match = DATE.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** TEXT escaping of RFC 5545 section 3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 section 3.1): continuation lines start with one
 * space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC timestamp in the form DTSTAMP requires, e.g. 20261124T014500Z. */
function icalTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function serializeFeed(input: {
  calendarName: string;
  now: Date;
  events: readonly FeedEvent[];
}): string {
  const stamp = icalTimestamp(input.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Holidaze//Venue calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.calendarName)}`,
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icalDate(event.dateFrom)}`,
      `DTEND;VALUE=DATE:${icalDate(event.dateTo)}`,
      `SUMMARY:${event.kind === 'booking' ? 'Reserved' : 'Not available'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
