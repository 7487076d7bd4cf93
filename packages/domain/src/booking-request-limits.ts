import { DAY_MS } from './calendar-date';

/**
 * How much of the calendar one traveller may hold with requests on request-to-book venues
 * (instant-book venues, the Noroff behaviour, are not limited here: their bookings are
 * confirmed, and the host can cancel them). A request holds its nights until it is answered,
 * so without these limits one account could keep a venue's calendar held for ever by asking
 * again the moment an answer or a lapse freed it. The database has the last word where two
 * requests race (docs/security.md, "The booking lifecycle").
 */
export const REQUEST_LIMITS = {
  /** Requests of one traveller waiting for an answer, over all venues. */
  openPerTraveller: 5,
  /** Days a traveller waits before asking a venue again after its host declined (or let lapse). */
  cooldownDays: 7,
} as const;

export const REQUEST_LIMIT_MESSAGES = {
  openAtVenue:
    'You already have a request waiting at this venue: wait for the host’s answer or withdraw it first',
  tooManyOpen: `You have ${REQUEST_LIMITS.openPerTraveller} requests waiting for an answer: wait for a host’s answer or withdraw one first`,
  cooldown: (refusal: 'declined' | 'expired', until: Date) =>
    `Your last request for this venue was ${refusal === 'declined' ? 'declined' : 'not answered'}: you can ask again from ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  blocked: 'The host of this venue does not take bookings from you',
} as const;

/** What the traveller already holds or was refused, read under the lock of their profile. */
export interface RequestHistory {
  /** Their requests still waiting at this venue. */
  openAtVenue: number;
  /** Their requests still waiting anywhere. */
  openTotal: number;
  /** The latest request of theirs at this venue that the host declined or let lapse. */
  lastRefusal: { state: 'declined' | 'expired'; at: Date } | null;
}

/** When a traveller refused at `at` may ask the same venue again. */
export function requestCooldownEndsAt(at: Date): Date {
  return new Date(at.getTime() + REQUEST_LIMITS.cooldownDays * DAY_MS);
}

/** Why this traveller may not send a new request to this venue now, or undefined. */
export function requestLimitProblem(history: RequestHistory, now: Date): string | undefined {
  if (history.openAtVenue > 0) return REQUEST_LIMIT_MESSAGES.openAtVenue;
  if (history.openTotal >= REQUEST_LIMITS.openPerTraveller)
    return REQUEST_LIMIT_MESSAGES.tooManyOpen;
  if (history.lastRefusal) {
    const until = requestCooldownEndsAt(history.lastRefusal.at);
    if (now < until) return REQUEST_LIMIT_MESSAGES.cooldown(history.lastRefusal.state, until);
  }
  return undefined;
}
