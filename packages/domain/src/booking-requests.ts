import { toCalendarDate } from './calendar-date';

/**
 * How a venue is booked: at once (the Noroff behaviour, the default) or by a request the host
 * answers. A request holds its nights until it is answered, withdrawn or expires.
 */
export type BookingMode = 'instant' | 'request';

/** How long a host has to answer a request, in hours (a per-venue setting). */
export const REQUEST_RESPONSE_HOURS = { min: 12, max: 72, default: 24 } as const;

/**
 * Every state a booking can be in. `requested` and `confirmed` hold their nights; the others
 * are kept for both sides to see and take none.
 */
export const BOOKING_STATES = [
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled',
  'cancelledByHost',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** What happens to a booking, and who may make it happen. */
export type BookingEvent = 'accept' | 'decline' | 'expire' | 'withdraw' | 'hostCancel';
export type BookingActor = 'host' | 'traveller' | 'system';

const TRANSITIONS: Record<
  BookingEvent,
  { from: BookingState; to: BookingState; by: BookingActor }
> = {
  accept: { from: 'requested', to: 'confirmed', by: 'host' },
  decline: { from: 'requested', to: 'declined', by: 'host' },
  expire: { from: 'requested', to: 'expired', by: 'system' },
  withdraw: { from: 'requested', to: 'cancelled', by: 'traveller' },
  hostCancel: { from: 'confirmed', to: 'cancelledByHost', by: 'host' },
};

export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  cancelledByHost: 'Cancelled by host',
};

export const BOOKING_REQUEST_MESSAGES = {
  alreadyAnswered: (state: BookingState) =>
    `This request can no longer be answered: it is ${BOOKING_STATE_LABELS[state].toLowerCase()}`,
  onlyHost: "Only the venue's owner can answer a booking request",
  onlyTraveller: 'Only the traveller who made the request can withdraw it',
} as const;

/** True for the states whose nights nobody else may book. */
export function holdsNights(state: BookingState): boolean {
  return state === 'requested' || state === 'confirmed';
}

/** The state `event` leads to from `state`, or undefined when it is not allowed there. */
export function nextBookingState(
  state: BookingState,
  event: BookingEvent,
  actor: BookingActor,
): BookingState | undefined {
  const transition = TRANSITIONS[event];
  if (transition.from !== state || transition.by !== actor) return undefined;
  return transition.to;
}

/** Why `event` cannot happen to a booking in `state`, or undefined when it can. */
export function bookingEventProblem(
  state: BookingState,
  event: BookingEvent,
  actor: BookingActor,
): string | undefined {
  if (nextBookingState(state, event, actor)) return undefined;
  const transition = TRANSITIONS[event];
  if (transition.by !== actor) {
    return actor === 'traveller'
      ? BOOKING_REQUEST_MESSAGES.onlyHost
      : BOOKING_REQUEST_MESSAGES.onlyTraveller;
  }
  return BOOKING_REQUEST_MESSAGES.alreadyAnswered(state);
}

/**
 * When an unanswered request lapses: `responseHours` after it was made, or when its first
 * night begins (midnight UTC of the arrival day, the API's instant for that day), whichever
 * comes first.
 */
export function requestExpiresAt(madeAt: Date, responseHours: number, dateFrom: string): Date {
  const answerBy = madeAt.getTime() + responseHours * 3_600_000;
  const arrival = Date.parse(`${toCalendarDate(dateFrom)}T00:00:00.000Z`);
  return new Date(Math.min(answerBy, arrival));
}
