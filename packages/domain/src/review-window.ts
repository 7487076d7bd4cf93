import {
  addDays,
  calendarDateToIso,
  earliestTodayAnywhere,
  toCalendarDate,
  todayUtc,
  type CalendarDate,
} from './calendar-date';
import type { BookingState } from './booking-requests';

/**
 * Reviews of a stay. Both sides of a completed stay may review it, once each, from
 * its check-out day for REVIEW_WINDOW_DAYS days: the traveller reviews the venue (`guest`
 * side), the host reviews the traveller (`host` side). Reviews are double-blind: neither side
 * sees the other's until both have written or the window has closed; then both are published
 * together and never change. Days are calendar days. The window opens once the check-out day
 * has begun everywhere on Earth (12:00 UTC of that day, 13:00 in Norway in winter): a stay may
 * be booked from the earliest "today" on Earth, so a night from yesterday to today (UTC) is
 * bookable until noon UTC, and had it opened at UTC midnight it could be reviewed the moment it
 * was booked. It closes at UTC midnight of its closing day, the same instant for every reader.
 */
export const REVIEW_WINDOW_DAYS = 14;

/** Who wrote a review: the traveller (about the stay) or the host (about the guest). */
export type ReviewSide = 'guest' | 'host';
export const REVIEW_SIDES = ['guest', 'host'] as const satisfies readonly ReviewSide[];

export const REVIEW_CATEGORIES = ['cleanliness', 'accuracy', 'location', 'value'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];
export const REVIEW_CATEGORY_LABELS: Record<ReviewCategory, string> = {
  cleanliness: 'Cleanliness',
  accuracy: 'Accuracy',
  location: 'Location',
  value: 'Value',
};

export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;

export const REVIEW_MESSAGES = {
  notCompleted: 'Only a completed stay can be reviewed',
  notYet: 'A stay can be reviewed once its check-out day has begun everywhere (12:00 UTC)',
  closed: `Reviews can be written only within ${REVIEW_WINDOW_DAYS} days of check-out`,
  alreadyWritten: 'You have already reviewed this stay',
  ownVenue: 'You cannot review a stay at your own venue',
  categoriesRequired: 'Rate cleanliness, accuracy, location and value from 1 to 5',
  stars: `Stars must be a whole number from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX}`,
  text: `The review must be ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters`,
  reply: `The reply must be 1 to ${REVIEW_REPLY_MAX} characters`,
  replyOnlyOwner: "Only the venue's owner can reply to its reviews",
  replyNotPublished: 'A review can be replied to once it is published',
  replyOnlyGuest: "Only a traveller's review of a stay can be replied to",
  alreadyReplied: 'This review already has a reply',
} as const;

export type ReviewWindowState = 'notYet' | 'open' | 'closed';

/** The window of a stay that ends on `dateTo`: open from `opensOn`, closed from `closesOn`. */
export function reviewWindow(dateTo: string): { opensOn: CalendarDate; closesOn: CalendarDate } {
  const opensOn = toCalendarDate(dateTo);
  return { opensOn, closesOn: addDays(opensOn, REVIEW_WINDOW_DAYS) };
}

/** The instant the window closes (UTC midnight of `closesOn`): when unrevealed reviews publish. */
export function reviewWindowClosesAt(dateTo: string): Date {
  return new Date(calendarDateToIso(reviewWindow(dateTo).closesOn));
}

/**
 * The days a review window is judged by at an instant: it has opened when its opening day has
 * begun everywhere on Earth (`opening`, the earliest today), and closed when its closing day has
 * begun at UTC (`closing`).
 */
export interface ReviewDays {
  opening: CalendarDate;
  closing: CalendarDate;
}

export function reviewDays(now: Date): ReviewDays {
  return { opening: earliestTodayAnywhere(now), closing: todayUtc(now) };
}

export function reviewWindowState(dateTo: string, days: ReviewDays): ReviewWindowState {
  const { opensOn, closesOn } = reviewWindow(dateTo);
  if (days.closing >= closesOn) return 'closed';
  if (days.opening < opensOn) return 'notYet';
  return 'open';
}

/**
 * Why this booking cannot be reviewed today, or undefined when it can: only a confirmed stay
 * (not cancelled, declined, expired or still requested), inside its window (`reviewDays`). (Once
 * per side is the database's unique constraint.)
 */
export function reviewProblem(
  booking: { status: BookingState; dateTo: string },
  days: ReviewDays,
): string | undefined {
  if (booking.status !== 'confirmed') return REVIEW_MESSAGES.notCompleted;
  const state = reviewWindowState(booking.dateTo, days);
  if (state === 'notYet') return REVIEW_MESSAGES.notYet;
  if (state === 'closed') return REVIEW_MESSAGES.closed;
  return undefined;
}

/**
 * Double-blind: whether a stay's reviews are public (and visible to the other side). Both are
 * published together, when the second is written or the window closes, whichever is first.
 */
export function reviewsRevealed(
  written: { guest: boolean; host: boolean },
  windowState: ReviewWindowState,
): boolean {
  if (!written.guest && !written.host) return false;
  return (written.guest && written.host) || windowState === 'closed';
}

/**
 * What `viewer` may read of a stay's review written by `author`: always their own; the other
 * side's only once revealed.
 */
export function canReadReview(
  viewer: ReviewSide,
  author: ReviewSide,
  written: { guest: boolean; host: boolean },
  windowState: ReviewWindowState,
): boolean {
  return viewer === author || reviewsRevealed(written, windowState);
}
