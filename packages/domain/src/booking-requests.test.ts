import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_EVENTS,
  BOOKING_STATES,
  bookingEventProblem,
  holdsNights,
  isBookingStep,
  nextBookingState,
  placedBookingState,
  requestExpiresAt,
  type BookingActor,
  type BookingEvent,
  type BookingState,
} from './booking-requests';

const ACTORS: BookingActor[] = ['host', 'traveller', 'system'];
const ANSWERS: BookingEvent[] = ['accept', 'decline', 'expire', 'withdraw'];

const step = fc.record({
  event: fc.constantFrom(...BOOKING_EVENTS),
  actor: fc.constantFrom(...ACTORS),
});

/**
 * Invariants over any sequence of attempts by anyone, from a placed booking (the server's
 * lifecycle is held to the same ones against the database: booking-lifecycle.test.ts).
 */
describe('booking state machine', () => {
  it('keeps its invariants over any sequence of attempts, with a reason for every refusal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('instant' as const, 'request' as const),
        fc.array(step, { maxLength: 16 }),
        (mode, steps) => {
          let state: BookingState = placedBookingState(mode);
          let answers = 0;
          let heldAgain = false;
          for (const { event, actor } of steps) {
            const next = nextBookingState(state, event, actor);
            if (!next) {
              expect(bookingEventProblem(state, event, actor)).toMatch(/\w/);
              continue;
            }
            expect(bookingEventProblem(state, event, actor)).toBeUndefined();
            // Every step is one the machine allows, and each event is only its actor's.
            expect(isBookingStep(state, next)).toBe(true);
            for (const other of ACTORS.filter((a) => a !== actor)) {
              expect(nextBookingState(state, event, other)).toBeUndefined();
            }
            if (state === 'requested') answers += ANSWERS.includes(event) ? 1 : 0;
            if (!holdsNights(state) && holdsNights(next)) heldAgain = true;
            state = next;
          }
          // A request is answered at most once; nights let go are never held again.
          expect(answers).toBeLessThanOrEqual(1);
          expect(heldAgain).toBe(false);
          // A placed request is confirmed only by its host's accept.
          if (mode === 'request' && answers === 0) expect(state).toBe('requested');
        },
      ),
    );
  });

  it('places a request on a request-to-book venue and a confirmed stay on an instant one', () => {
    expect(placedBookingState('request')).toBe('requested');
    expect(placedBookingState('instant')).toBe('confirmed');
  });

  it('ends in states no event leaves', () => {
    for (const state of ['declined', 'expired', 'cancelled', 'cancelledByHost'] as const) {
      for (const event of BOOKING_EVENTS) {
        for (const actor of ACTORS) expect(nextBookingState(state, event, actor)).toBeUndefined();
      }
    }
  });

  it('lets the traveller cancel or change a confirmed stay, and only the host cancel it as host', () => {
    expect(nextBookingState('confirmed', 'guestCancel', 'traveller')).toBe('cancelled');
    expect(nextBookingState('confirmed', 'change', 'traveller')).toBe('confirmed');
    expect(nextBookingState('requested', 'change', 'traveller')).toBeUndefined();
    expect(bookingEventProblem('confirmed', 'hostCancel', 'traveller')).toBe(
      "Only the venue's owner can cancel a booking as the host",
    );
    expect(bookingEventProblem('declined', 'accept', 'host')).toBe(
      'This request can no longer be answered: it is declined',
    );
  });

  it('holds nights only while requested or confirmed', () => {
    expect(BOOKING_STATES.filter(holdsNights)).toEqual(['requested', 'confirmed']);
  });

  it('lapses after the response time, or at the start of the arrival day if that comes first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.integer({ min: 12, max: 72 }),
        fc.integer({ min: 0, max: 10 }),
        (madeAt, hours, daysAhead) => {
          const arrivalDay = new Date(madeAt + daysAhead * 86_400_000).toISOString().slice(0, 10);
          const arrival = Date.parse(`${arrivalDay}T00:00:00.000Z`);
          const lapses = requestExpiresAt(new Date(madeAt), hours, arrivalDay).getTime();
          expect(lapses).toBe(Math.min(madeAt + hours * 3_600_000, arrival));
          expect(lapses).toBeLessThanOrEqual(arrival);
        },
      ),
    );
  });

  it('reads a local-midnight instant as its calendar day', () => {
    const lapses = requestExpiresAt(
      new Date('2026-07-01T10:00:00Z'),
      24,
      '2026-07-01T22:00:00.000Z',
    );
    expect(lapses.toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });
});
