import { addDays, type CalendarDate } from './calendar-date';
import type { Stay } from './stay';
import { CALENDAR_LIMITS } from './schemas/calendar-schemas';
import { DEFAULT_STAY_LIMITS } from './stay-limits';

/**
 * What one imported calendar feed may bring in (docs/security.md, "Calendar feeds"). Only the
 * nights that can still be booked matter: past nights and nights beyond the booking horizon are
 * dropped, so a feed's size never grows with its history or with a far-off end date.
 */
export const FEED_IMPORT_LIMITS = {
  /** Nights from today an import covers: every night a booking may start on. */
  horizonDays: DEFAULT_STAY_LIMITS.maxDaysAhead,
  /** Events (occurrences of repeating ones included) one feed may hold within those nights. */
  maxEvents: 1_000,
  /** VEVENTs a feed's text may hold at all, past ones included, before it is parsed. */
  maxComponents: 10_000,
  /** Occurrences of repeating events walked through per feed, past ones included. */
  maxOccurrenceSteps: 50_000,
  /** A host's "sync now" reads a feed at most once in this many seconds. */
  syncNowGapSeconds: 60,
} as const;

/** Why a host's feed is not added. */
export const FEED_MESSAGES = {
  alreadyImported: 'This venue already imports this feed',
  tooManyFeeds: `A venue imports at most ${CALENDAR_LIMITS.feedsPerVenue} feeds`,
  /** Said with the seconds to wait after it ("; try again in 40 s"), under this code. */
  syncTooSoon: 'This feed is read at most once a minute on request',
} as const;

/**
 * Why a feed's last read failed, by kind: the category stored with the failure, and its general
 * words. The message stored beside it may say more ("the feed answered 404"); a client that
 * shows the category's own words, as the web app does in Norwegian, finds them by
 * `feedError.<category>`.
 */
export const FEED_ERROR_MESSAGES = {
  refused: 'the feed is not read at this address (a public http(s) one, with few redirects)',
  unreachable: "the feed's server could not be reached",
  timeout: 'the feed took too long to answer',
  status: "the feed's server answered with an error",
  'too-large': 'the feed is too large',
  malformed: 'the feed is not an iCalendar we can read',
  internal: 'the feed could not be stored; it is read again at the next round',
} as const;
export type FeedErrorCategory = keyof typeof FEED_ERROR_MESSAGES;

/** The nights an import covers: from today up to and including the horizon's last night. */
export function feedImportWindow(today: CalendarDate): Stay {
  return { dateFrom: today, dateTo: addDays(today, FEED_IMPORT_LIMITS.horizonDays + 1) };
}

/**
 * The part of an event's nights inside the window, or undefined when none is. `dateTo` may be
 * absent or not after `dateFrom` (an instant, or an event without an end): it then lasts one
 * night. Neither day is moved past the window, so a far-off day never reaches the database.
 */
export function clipToFeedWindow(
  event: { dateFrom: CalendarDate; dateTo?: CalendarDate | undefined },
  window: Stay,
): Stay | undefined {
  if (event.dateFrom >= window.dateTo) return undefined;
  const dateTo =
    event.dateTo !== undefined && event.dateTo > event.dateFrom
      ? event.dateTo
      : addDays(event.dateFrom, 1);
  if (dateTo <= window.dateFrom) return undefined;
  return {
    dateFrom: event.dateFrom > window.dateFrom ? event.dateFrom : window.dateFrom,
    dateTo: dateTo < window.dateTo ? dateTo : window.dateTo,
  };
}
