import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATES,
  bookingEventProblem,
  holdsNights,
  nextBookingState,
  requestExpiresAt,
  type BookingActor,
  type BookingEvent,
  type BookingState,
} from './booking-requests';

const EVENTS: BookingEvent[] = ['accept', 'decline', 'expire', 'withdraw', 'hostCancel'];
const ACTORS: BookingActor[] = ['host', 'traveller', 'system'];

/**
 * The model, written as the issue states it: a request is answered once (accept or decline by
 * the host, withdrawn by the traveller, or lapsing), and only a confirmed stay is cancelled by
 * the host. Everything else is refused.
 */
function model(state: BookingState, event: BookingEvent, actor: BookingActor) {
  if (state === 'requested') {
    if (actor === 'host' && event === 'accept') return 'confirmed';
    if (actor === 'host' && event === 'decline') return 'declined';
    if (actor === 'traveller' && event === 'withdraw') return 'cancelled';
    if (actor === 'system' && event === 'expire') return 'expired';
  }
  if (state === 'confirmed' && actor === 'host' && event === 'hostCancel') return 'cancelledByHost';
  return undefined;
}

const step = fc.record({
  event: fc.constantFrom(...EVENTS),
  actor: fc.constantFrom(...ACTORS),
});

describe('booking request state machine', () => {
  it('allows exactly the transitions of the model, from every state', () => {
    for (const state of BOOKING_STATES) {
      for (const event of EVENTS) {
        for (const actor of ACTORS) {
          expect(nextBookingState(state, event, actor), `${state} ${event} by ${actor}`).toBe(
            model(state, event, actor),
          );
        }
      }
    }
  });

  it('follows the model over any sequence of attempts, with a reason for every refusal', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let state: BookingState = 'requested';
        let modelled: BookingState = 'requested';
        let answers = 0;
        for (const { event, actor } of steps) {
          const next = nextBookingState(state, event, actor);
          const expected = model(modelled, event, actor);
          expect(next).toBe(expected);
          if (next) {
            if (state === 'requested') answers += 1;
            state = next;
            modelled = expected!;
          } else {
            expect(bookingEventProblem(state, event, actor)).toMatch(/\w/);
          }
        }
        // A request is answered at most once, and once answered it never holds nights again
        // unless the answer was to accept.
        expect(answers).toBeLessThanOrEqual(1);
        if (answers === 1 && state !== 'confirmed') expect(holdsNights(state)).toBe(false);
      }),
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
