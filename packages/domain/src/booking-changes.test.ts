import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import {
  BOOKING_CHANGE_MESSAGES,
  customerChangeProblem,
  hostCancellationProblem,
  stayChangeProblem,
} from './booking-changes';
import { calendarDateArb } from './test-arbitraries';

const stay = (today: string, startsIn: number, nights: number) => ({
  dateFrom: addDays(today, startsIn),
  dateTo: addDays(today, startsIn + nights),
  status: 'confirmed' as const,
});
/** A day, and how many days after it a stay of how many nights starts (before it when negative). */
const dayAndStay = fc.tuple(
  calendarDateArb,
  fc.integer({ min: -30, max: 30 }),
  fc.integer({ min: 1, max: 20 }),
);

describe('customerChangeProblem', () => {
  it('lets the customer change a stay only before its first night', () => {
    fc.assert(
      fc.property(dayAndStay, ([today, startsIn, nights]) => {
        const problem = customerChangeProblem(stay(today, startsIn, nights), today);
        expect(problem).toBe(startsIn > 0 ? undefined : BOOKING_CHANGE_MESSAGES.startedOrPast);
        expect(customerChangeProblem(stay(today, startsIn, nights), today, 'cancel')).toBe(
          startsIn > 0 ? undefined : 'Only upcoming bookings can be cancelled',
        );
      }),
    );
  });

  it('refuses a booking the host cancelled', () => {
    const cancelled = { ...stay('2026-01-01', 5, 2), status: 'cancelledByHost' as const };
    expect(customerChangeProblem(cancelled, '2026-01-01')).toBe(
      BOOKING_CHANGE_MESSAGES.alreadyCancelled,
    );
  });
});

describe('hostCancellationProblem', () => {
  it('lets the host cancel an upcoming or ongoing stay, never a completed one', () => {
    fc.assert(
      fc.property(dayAndStay, ([today, startsIn, nights]) => {
        const problem = hostCancellationProblem(stay(today, startsIn, nights), today);
        const completed = startsIn + nights <= 0;
        expect(problem).toBe(completed ? BOOKING_CHANGE_MESSAGES.hostCancelCompleted : undefined);
      }),
    );
  });

  it('refuses to cancel twice', () => {
    const cancelled = { ...stay('2026-01-01', 5, 2), status: 'cancelledByHost' as const };
    expect(hostCancellationProblem(cancelled, '2026-01-01')).toBe(
      BOOKING_CHANGE_MESSAGES.alreadyCancelled,
    );
  });
});

describe('changing an accepted stay', () => {
  const stay = { dateFrom: '2031-06-01', dateTo: '2031-06-02', guests: 1 };
  const changes = fc.record({
    dateFrom: fc.constantFrom('2031-06-01', '2031-06-03'),
    dateTo: fc.constantFrom('2031-06-02', '2031-08-30'),
    guests: fc.integer({ min: 1, max: 4 }),
  });

  it('refuses any change of dates or guests on a request-to-book venue, none on an instant one', () => {
    fc.assert(
      fc.property(changes, (next) => {
        const same =
          next.dateFrom === stay.dateFrom && next.dateTo === stay.dateTo && next.guests === 1;
        expect(stayChangeProblem('request', stay, next)).toBe(
          same ? undefined : BOOKING_CHANGE_MESSAGES.acceptedStayFixed,
        );
        expect(stayChangeProblem('instant', stay, next)).toBeUndefined();
      }),
    );
  });
});
