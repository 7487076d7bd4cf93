/**
 * Reads the events of another channel's iCalendar feed (RFC 5545) with ical.js, as the nights
 * they take: each occurrence becomes { uid, dateFrom, dateTo } with dateTo the exclusive
 * check-out day. Repeating events (RRULE, RDATE, EXDATE, moved or cancelled occurrences) are
 * expanded, DURATION is honoured, cancelled events take nothing, and a timed event's day is
 * its day in its own zone (TZID, or the calendar's X-WR-TIMEZONE for UTC times). Only nights
 * from today to the booking horizon are kept (`FEED_IMPORT_LIMITS` in the domain).
 *
 * A feed that is not a VCALENDAR, has an event without UID or DTSTART, or names a day that
 * does not exist, is malformed and refused as a whole, so one bad download never wipes a
 * feed's blocks; a feed over the limits is refused likewise. Messages never quote the feed.
 * ical.js parses synchronously, so the text is bounded first (its size by the fetcher, its
 * events here) and the events are then read in slices with the event loop free between them.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import ICAL from 'ical.js';
import {
  clipToFeedWindow,
  FEED_IMPORT_LIMITS,
  feedImportWindow,
  isCalendarDate,
  type CalendarDate,
  type Stay,
} from '@holidaze/domain';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

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

export class OversizedFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OversizedFeedError';
  }
}

export interface ParseOptions {
  /** The importing server's today: nights before it are dropped. */
  today: CalendarDate;
  limits?: Partial<typeof FEED_IMPORT_LIMITS>;
}

/** Events read between two turns of the event loop. */
const SLICE = 200;
const UID_LENGTH = 400;

export async function parseFeed(text: string, options: ParseOptions): Promise<ImportedEvent[]> {
  const limits = { ...FEED_IMPORT_LIMITS, ...options.limits };
  if (!/^BEGIN:VCALENDAR[ \t]*\r?$/im.test(text)) {
    throw new MalformedFeedError('not an iCalendar feed');
  }
  const components = text.match(/^BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0;
  if (components > limits.maxComponents) {
    throw new OversizedFeedError(`the feed lists more than ${limits.maxComponents} events`);
  }
  const { head, events } = splitEvents(text);
  const calendar = readCalendar([...head, 'END:VCALENDAR'].join('\r\n'));
  const reader = new EventReader(calendar, feedImportWindow(options.today), limits);
  // Parsed a slice at a time, each with the calendar's own lines (its zones) around it.
  const vevents: Component[] = [];
  for (let start = 0; start < events.length; start += SLICE) {
    if (start > 0) await nextTurn();
    const slice = events.slice(start, start + SLICE).flat();
    vevents.push(
      ...readCalendar([...head, ...slice, 'END:VCALENDAR'].join('\r\n')).getAllSubcomponents(
        'vevent',
      ),
    );
  }
  const moved = new Map<string, Component[]>();
  const masters: Component[] = [];
  for (const [index, vevent] of vevents.entries()) {
    if (index > 0 && index % SLICE === 0) await nextTurn();
    const uid = uidOf(vevent);
    checkDays(vevent);
    if (!vevent.hasProperty('recurrence-id')) masters.push(vevent);
    else moved.set(uid, [...(moved.get(uid) ?? []), vevent]);
  }
  const withMaster = new Set(masters.map(uidOf));
  // An occurrence moved or cancelled in a feed that does not list its series stands alone.
  const orphans = [...moved.entries()]
    .filter(([uid]) => !withMaster.has(uid))
    .flatMap(([, c]) => c);
  for (const [index, vevent] of [...masters, ...orphans].entries()) {
    if (index > 0 && index % SLICE === 0) await nextTurn();
    await reader.read(
      vevent,
      withMaster.has(uidOf(vevent)) ? (moved.get(uidOf(vevent)) ?? []) : [],
    );
  }
  return reader.events;
}

/**
 * The feed's lines split into its events (each VEVENT, nested alarms included) and the rest of
 * its first calendar up to its END (properties, zones), so the events can be parsed in slices.
 * Folded lines start with a space or tab, so a line starting BEGIN or END is never inside one.
 */
function splitEvents(text: string): { head: string[]; events: string[][] } {
  const head: string[] = [];
  const events: string[][] = [];
  let current: string[] | undefined;
  let depth = 0;
  for (const line of text.split(/\r?\n/)) {
    if (current) {
      current.push(line);
      if (/^BEGIN:/i.test(line)) depth += 1;
      else if (/^END:/i.test(line) && depth > 0) depth -= 1;
      else if (/^END:VEVENT[ \t]*$/i.test(line)) {
        events.push(current);
        current = undefined;
      }
    } else if (/^BEGIN:VEVENT[ \t]*$/i.test(line)) {
      current = [line];
      depth = 0;
    } else if (/^END:VCALENDAR[ \t]*$/i.test(line)) {
      break;
    } else if (line.trim() !== '') {
      head.push(line);
    }
  }
  if (current) throw new MalformedFeedError('an event is not closed');
  return { head, events };
}

function readCalendar(text: string): Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new MalformedFeedError('the feed is not valid iCalendar');
  }
  // Several calendars in one text: read the first.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== 'vcalendar') throw new MalformedFeedError('not an iCalendar feed');
  return calendar;
}

function uidOf(vevent: Component): string {
  const uid = vevent.getFirstPropertyValue('uid');
  if (typeof uid !== 'string' || uid.trim() === '') {
    throw new MalformedFeedError('an event has no UID');
  }
  return uid.trim();
}

const NO_SUCH_DAY = 'an event names a day that does not exist or is out of range';

/**
 * Every day an event names, as written: ical.js would roll 30 February over to 2 March, and
 * year 0 or 9999-12-31 plus a night would reach the database, which refuses them.
 */
function checkDays(vevent: Component) {
  for (const property of vevent.getAllProperties()) {
    const [, , type, ...values] = property.jCal as [string, object, string, ...unknown[]];
    if (type !== 'date' && type !== 'date-time' && type !== 'period') continue;
    for (const value of values.flat()) {
      if (typeof value !== 'string' || /^[+-]?P/.test(value)) continue;
      if (!isCalendarDate(value.slice(0, 10))) throw new MalformedFeedError(NO_SUCH_DAY);
    }
  }
}

const isCancelled = (vevent: Component) =>
  String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

class EventReader {
  readonly events: ImportedEvent[] = [];
  #steps = 0;
  readonly #zoneDay: Intl.DateTimeFormat | undefined;

  constructor(
    calendar: Component,
    private readonly window: Stay,
    private readonly limits: typeof FEED_IMPORT_LIMITS,
  ) {
    this.#zoneDay = zoneFormat(calendar.getFirstPropertyValue('x-wr-timezone'));
  }

  async read(vevent: Component, exceptions: Component[]): Promise<void> {
    const uid = uidOf(vevent);
    if (!vevent.hasProperty('dtstart')) throw new MalformedFeedError('an event has no DTSTART');
    if (isCancelled(vevent)) return;
    const event = new ICAL.Event(vevent, { exceptions, strictExceptions: true });
    const summary = event.summary ?? '';
    if (!event.isRecurring()) {
      const key = vevent.hasProperty('recurrence-id') ? `#${event.recurrenceId.toString()}` : '';
      this.add(`${uid.slice(0, UID_LENGTH)}${key}`, summary, event.startDate, event.endDate);
      return;
    }
    const occurrences = event.iterator();
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      this.#steps += 1;
      if (this.#steps > this.limits.maxOccurrenceSteps) {
        throw new OversizedFeedError('the feed repeats its events too often to be read');
      }
      if (this.#steps % 1_000 === 0) await nextTurn();
      if (this.dayOf(next) >= this.window.dateTo) break;
      const details = event.getOccurrenceDetails(next);
      if (isCancelled(details.item.component)) continue;
      const uidOfOccurrence = `${uid.slice(0, UID_LENGTH)}#${details.recurrenceId.toString()}`;
      this.add(
        uidOfOccurrence,
        details.item.summary ?? summary,
        details.startDate,
        details.endDate,
      );
    }
  }

  private add(uid: string, summary: string, start: Time, end: Time) {
    const dateFrom = this.dayOf(start);
    if (dateFrom >= this.window.dateTo) return;
    // An end past the year 9999 (a night after 9999-12-31, a long DURATION) ends with the window.
    const dateTo = end.year > 9999 ? this.window.dateTo : this.dayOf(end);
    const kept = clipToFeedWindow({ dateFrom, dateTo }, this.window);
    if (!kept) return;
    if (this.events.length >= this.limits.maxEvents) {
      throw new OversizedFeedError(
        `the feed lists more than ${this.limits.maxEvents} events in the next ${this.limits.horizonDays} days`,
      );
    }
    this.events.push({ uid, summary: String(summary), ...kept });
  }

  /** The day a time falls on where the event happens; a day that cannot exist is refused. */
  private dayOf(time: Time): CalendarDate {
    const day =
      !time.isDate && time.zone?.tzid === 'UTC' && this.#zoneDay
        ? this.#zoneDay.format(time.toJSDate())
        : `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
    if (!isCalendarDate(day)) throw new MalformedFeedError(NO_SUCH_DAY);
    return day;
  }
}

/** Days in the calendar's own zone (Google writes UTC times and names the zone apart). */
function zoneFormat(zone: unknown): Intl.DateTimeFormat | undefined {
  if (typeof zone !== 'string' || zone === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return undefined;
  }
}
