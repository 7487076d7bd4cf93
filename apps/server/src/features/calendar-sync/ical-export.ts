/**
 * Writes a venue's availability as an iCalendar feed (RFC 5545) that Airbnb, Booking.com and
 * Vrbo import. Every booked or blocked stay is one all-day event: DTSTART is the first night,
 * DTEND the check-out day, so our half-open stays match RFC 5545's non-inclusive end exactly.
 * No guest's personal data is written: bookings say only "Reserved", blocks "Not available", in
 * the language of the venue's owner, whose calendars import it.
 */
import type { Locale } from '@holidaze/domain';
import { escapeText, foldLine, icalDate, icalTimestamp } from '../../icalendar/ical-text.js';
import { i18nFor } from '../../lib/i18n.js';

export interface FeedEvent {
  /** Stable per stay, so a calendar that imports the feed updates the event instead of adding one. */
  uid: string;
  kind: 'booking' | 'block';
  /** First night, YYYY-MM-DD. */
  dateFrom: string;
  /** Check-out day, YYYY-MM-DD (exclusive). */
  dateTo: string;
}

export function serializeFeed(input: {
  calendarName: string;
  now: Date;
  events: readonly FeedEvent[];
  locale?: Locale;
}): string {
  const stamp = icalTimestamp(input.now);
  const i18n = i18nFor(input.locale);
  const reserved = escapeText(i18n._({ id: 'ics.feed.booking', message: 'Reserved' }));
  const blocked = escapeText(i18n._({ id: 'ics.feed.block', message: 'Not available' }));
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
      `SUMMARY:${event.kind === 'booking' ? reserved : blocked}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
