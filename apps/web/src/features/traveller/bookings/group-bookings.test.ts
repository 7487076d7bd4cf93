import { describe, expect, it } from 'vitest';
import type { Booking } from '@holidaze/domain';
import { historyBookings, requestedBookings, upcomingBookings } from './group-bookings';

const TODAY = '2026-03-10';

function booking(id: string, dateFrom: string, dateTo: string): Booking {
  return {
    id,
    dateFrom: `${dateFrom}T00:00:00.000Z`,
    dateTo: `${dateTo}T00:00:00.000Z`,
    guests: 1,
    created: '2026-01-01T00:00:00.000Z',
    updated: '2026-01-01T00:00:00.000Z',
  };
}

const all = [
  booking('later', '2026-04-01', '2026-04-05'),
  booking('done-long-ago', '2025-12-01', '2025-12-03'),
  booking('tomorrow', '2026-03-11', '2026-03-12'),
  booking('ongoing', '2026-03-08', '2026-03-12'),
  booking('starts-today', '2026-03-10', '2026-03-11'),
  booking('ended-today', '2026-03-07', '2026-03-10'),
];

const withStates = (): Booking[] =>
  (['confirmed', 'requested', 'declined', 'expired', 'cancelled', 'cancelledByHost'] as const).map(
    (status, index) => ({
      ...booking(
        status === 'cancelledByHost' ? 'ended-by-host' : status,
        `2026-04-${String(10 + index).padStart(2, '0')}`,
        `2026-04-${String(11 + index).padStart(2, '0')}`,
      ),
      status,
    }),
  );

const ids = (bookings: Booking[]) => bookings.map((b) => b.id);

describe('grouping bookings by time status', () => {
  it('lists only stays that start after today, the soonest first', () => {
    expect(ids(upcomingBookings(all, TODAY))).toEqual(['tomorrow', 'later']);
  });

  it('lists started and ended stays, the most recent first', () => {
    // A stay starting today is ongoing; one whose check-out day is today is completed.
    expect(ids(historyBookings(all, TODAY))).toEqual([
      'starts-today',
      'ongoing',
      'ended-today',
      'done-long-ago',
    ]);
  });

  it('puts every booking in exactly one of the lists', () => {
    const lists = [...upcomingBookings(all, TODAY), ...historyBookings(all, TODAY)];
    expect(ids(lists).sort()).toEqual(ids(all).sort());
    const states = withStates();
    const every = [
      ...upcomingBookings(states, TODAY),
      ...requestedBookings(states, TODAY),
      ...historyBookings(states, TODAY),
    ];
    expect(ids(every).sort()).toEqual(ids(states).sort());
  });

  it('keeps waiting requests apart, and answered-no requests in the history', () => {
    const states = withStates();
    expect(ids(upcomingBookings(states, TODAY))).toEqual(['confirmed', 'ended-by-host']);
    expect(ids(requestedBookings(states, TODAY))).toEqual(['requested']);
    expect(ids(historyBookings(states, TODAY))).toEqual(['cancelled', 'expired', 'declined']);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...all];
    upcomingBookings(all, TODAY);
    historyBookings(all, TODAY);
    expect(all).toEqual(copy);
  });

  it('breaks ties on the same start day by end day', () => {
    const sameStart = [
      booking('b-long', '2026-05-01', '2026-05-09'),
      booking('a-short', '2026-05-01', '2026-05-02'),
    ];
    expect(ids(upcomingBookings(sameStart, TODAY))).toEqual(['a-short', 'b-long']);
  });
});
