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

/**
 * What happens to a booking once it exists, and who may make it happen. (Placing one is
 * `placedBookingState`.) `change` is the traveller's edit of a confirmed stay's dates or guests,
 * which keeps it confirmed; `guestCancel` is the traveller ending a confirmed stay.
 */
export const BOOKING_EVENTS = [
  'accept',
  'decline',
  'expire',
  'withdraw',
  'change',
  'guestCancel',
  'hostCancel',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];
export type BookingActor = 'host' | 'traveller' | 'system';

const TRANSITIONS: Record<
  BookingEvent,
  { from: BookingState; to: BookingState; by: BookingActor }
> = {
  accept: { from: 'requested', to: 'confirmed', by: 'host' },
  decline: { from: 'requested', to: 'declined', by: 'host' },
  expire: { from: 'requested', to: 'expired', by: 'system' },
  withdraw: { from: 'requested', to: 'cancelled', by: 'traveller' },
  change: { from: 'confirmed', to: 'confirmed', by: 'traveller' },
  guestCancel: { from: 'confirmed', to: 'cancelled', by: 'traveller' },
  hostCancel: { from: 'confirmed', to: 'cancelledByHost', by: 'host' },
};

/** The state a booking is placed in: confirmed at once, or a request the host answers. */
export function placedBookingState(mode: BookingMode): BookingState {
  return mode === 'request' ? 'requested' : 'confirmed';
}

/** True when some event takes a booking from `from` to `to` (a step the machine allows). */
export function isBookingStep(from: BookingState, to: BookingState): boolean {
  return Object.values(TRANSITIONS).some((t) => t.from === from && t.to === to);
}

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
  onlyTravellerChange: 'Only the traveller who made the booking can change or cancel it',
  onlyHostCancel: "Only the venue's owner can cancel a booking as the host",
} as const;

const BOOKING_CHANGE_ENDED = (state: BookingState) =>
  state === 'requested'
    ? 'This booking is still a request: it has not been confirmed'
    : `This booking can no longer be changed: it is ${BOOKING_STATE_LABELS[state].toLowerCase()}`;

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
    if (transition.by === 'host') {
      return event === 'hostCancel'
        ? BOOKING_REQUEST_MESSAGES.onlyHostCancel
        : BOOKING_REQUEST_MESSAGES.onlyHost;
    }
    return event === 'withdraw'
      ? BOOKING_REQUEST_MESSAGES.onlyTraveller
      : BOOKING_REQUEST_MESSAGES.onlyTravellerChange;
  }
  if (transition.from === 'requested') return BOOKING_REQUEST_MESSAGES.alreadyAnswered(state);
  return BOOKING_CHANGE_ENDED(state);
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
