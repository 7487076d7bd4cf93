import { describe, expect, it } from 'vitest';
import { makeBooking, makeVenue } from '../test-support';
import { bookingsOf, filterByStatus, mostRecent, sortByStart } from './manager-bookings';

const today = '2026-03-10';
const at = (from: string, to: string, created = '2026-01-01T00:00:00.000Z') =>
  makeBooking({ dateFrom: `${from}T00:00:00.000Z`, dateTo: `${to}T00:00:00.000Z`, created });

describe('the bookings on a manager’s venues', () => {
  const past = at('2026-03-01', '2026-03-05', '2026-02-01T00:00:00.000Z');
  const checkOutToday = at('2026-03-08', '2026-03-10', '2026-02-03T00:00:00.000Z');
  const ongoing = at('2026-03-10', '2026-03-12', '2026-01-15T00:00:00.000Z');
  const future = at('2026-04-01', '2026-04-03', '2026-02-02T00:00:00.000Z');
  const venues = [
    makeVenue({ name: 'Cabin', bookings: [future, past] }),
    makeVenue({ name: 'Loft', bookings: [ongoing, checkOutToday] }),
  ];
  const all = bookingsOf(venues);

  it('carries each booking’s venue', () => {
    expect(all.map((b) => [b.id, b.venue.name])).toEqual([
      [future.id, 'Cabin'],
      [past.id, 'Cabin'],
      [ongoing.id, 'Loft'],
      [checkOutToday.id, 'Loft'],
    ]);
  });

  it('sorts by check-in day, earliest first', () => {
    expect(sortByStart(all).map((b) => b.id)).toEqual([
      past.id,
      checkOutToday.id,
      ongoing.id,
      future.id,
    ]);
  });

  it('filters by status; the check-out day counts as completed', () => {
    const ids = (filter: Parameters<typeof filterByStatus>[1]) =>
      filterByStatus(sortByStart(all), filter, today).map((b) => b.id);
    expect(ids('all')).toHaveLength(4);
    expect(ids('upcoming')).toEqual([future.id]);
    expect(ids('ongoing')).toEqual([ongoing.id]);
    expect(ids('completed')).toEqual([past.id, checkOutToday.id]);
  });

  it('picks the most recently made bookings, newest first', () => {
    expect(mostRecent(all, 2).map((b) => b.id)).toEqual([checkOutToday.id, future.id]);
  });
});
