import { toCalendarDate } from '@holidaze/domain';
import { escapeText, foldLine, icalDate, icalTimestamp } from '../../icalendar/ical-text.js';
import { i18nFor } from '../../lib/i18n.js';
import { stayTimes, type BookingContext } from './booking-notices.js';

/**
 * The traveller's stay as one all-day iCalendar event (RFC 5545), attached to the confirmation
 * and the reminder: from the first night to the check-out day, which DTEND does not include.
 * Its UID is the booking's, so a calendar that already has it updates the event. In the
 * traveller's language, as the mail it comes with.
 */
export function stayInvitation(ctx: BookingContext, now: Date): string {
  const { booking, venue } = ctx;
  const i18n = i18nFor(ctx.traveller.language);
  const times = stayTimes(ctx, i18n).join(' ');
  const summary = i18n._({
    id: 'ics.stay.summary',
    message: 'Stay at {venue}',
    values: { venue: venue.name },
  });
  const description = i18n._({
    id: 'ics.stay.reference',
    message: 'Booking reference {reference}.',
    values: { reference: booking.reference },
  });
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
    `SUMMARY:${escapeText(summary)}`,
    ...(venue.place ? [`LOCATION:${escapeText(venue.place)}`] : []),
    `DESCRIPTION:${escapeText(`${description} ${times}`.trim())}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
