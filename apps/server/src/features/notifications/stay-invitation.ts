import { toCalendarDate } from '@holidaze/domain';
import { escapeText, foldLine, icalDate, icalTimestamp } from '../../icalendar/ical-text.js';
import type { BookingContext } from './booking-notices.js';

/**
 * The traveller's stay as one all-day iCalendar event (RFC 5545), attached to the confirmation
 * and the reminder: from the first night to the check-out day, which DTEND does not include.
 * Its UID is the booking's, so a calendar that already has it updates the event.
 */
export function stayInvitation(ctx: BookingContext, now: Date): string {
  const { booking, venue } = ctx;
  const times = [
    venue.checkInTime ? `Check-in from ${venue.checkInTime}.` : '',
    venue.checkOutTime ? `Check-out by ${venue.checkOutTime}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Holidaze//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@holidaze`,
    `DTSTAMP:${icalTimestamp(now)}`,
    `DTSTART;VALUE=DATE:${icalDate(toCalendarDate(booking.dateFrom))}`,
    `DTEND;VALUE=DATE:${icalDate(toCalendarDate(booking.dateTo))}`,
    `SUMMARY:${escapeText(`Stay at ${venue.name}`)}`,
    ...(venue.place ? [`LOCATION:${escapeText(venue.place)}`] : []),
    `DESCRIPTION:${escapeText(`Booking reference ${booking.reference}. ${times}`.trim())}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
