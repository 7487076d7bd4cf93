/**
 * Reads the events of another channel's iCalendar feed (RFC 5545) as blocked stays: each
 * VEVENT becomes { uid, dateFrom, dateTo } with dateTo the exclusive check-out day. Lines are
 * unfolded first; DATE and DATE-TIME starts are both read (a DATE-TIME is cut to its day);
 * an event without DTEND lasts one night. A feed that is not a VCALENDAR, or has an event
 * without UID or DTSTART, is malformed and refused as a whole, so one bad download never
 * wipes a feed's blocks.
 */

export interface ImportedEvent {
  uid: string;
  summary: string;
  dateFrom: string;
  dateTo: string;
}

export class MalformedFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFeedError';
  }
}

function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

function readDay(value: string, line: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(value.trim());
  if (!match) throw new MalformedFeedError(`unreadable date in "${line}"`);
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new MalformedFeedError(`no such day in "${line}"`);
  return day;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function parseFeed(text: string): ImportedEvent[] {
  const lines = unfold(text);
  if (!lines.some((line) => line.trim() === 'BEGIN:VCALENDAR')) {
    throw new MalformedFeedError('not an iCalendar feed');
  }
  const events: ImportedEvent[] = [];
  let current: Partial<ImportedEvent> | null = null;
  let depth = 0;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const name = head.split(';')[0]!.toUpperCase();
    if (name === 'BEGIN' && value.trim() === 'VEVENT') {
      current = {};
      depth = 0;
      continue;
    }
    if (!current) continue;
    // Skip properties of nested components such as VALARM.
    if (name === 'BEGIN') depth += 1;
    else if (name === 'END' && value.trim() !== 'VEVENT') depth -= 1;
    else if (name === 'END') {
      if (!current.uid || !current.dateFrom)
        throw new MalformedFeedError('an event has no UID or DTSTART');
      const dateTo =
        current.dateTo && current.dateTo > current.dateFrom
          ? current.dateTo
          : nextDay(current.dateFrom);
      events.push({
        uid: current.uid,
        summary: current.summary ?? '',
        dateFrom: current.dateFrom,
        dateTo,
      });
      current = null;
    } else if (depth === 0) {
      if (name === 'UID') current.uid = unescapeText(value.trim());
      else if (name === 'SUMMARY') current.summary = unescapeText(value);
      else if (name === 'DTSTART') current.dateFrom = readDay(value, line);
      else if (name === 'DTEND') current.dateTo = readDay(value, line);
    }
  }
  if (current) throw new MalformedFeedError('an event is not closed');
  return events;
}
