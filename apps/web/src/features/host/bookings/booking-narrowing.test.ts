import { describe, expect, it } from 'vitest';
import { makeBooking, makeVenue } from '../test-support';
import { bookingsOf } from './manager-bookings';
import {
  bookedMonths,
  bookedVenues,
  monthLabel,
  monthsOfStay,
  narrowBookings,
} from './booking-narrowing';

const stay = (from: string, to: string) =>
  makeBooking({ dateFrom: `${from}T00:00:00.000Z`, dateTo: `${to}T00:00:00.000Z` });

describe('narrowing the manager’s bookings by venue and month', () => {
  it('puts a stay in every month it has a night in, not the month of its check-out day', () => {
    expect(monthsOfStay(stay('2026-07-10', '2026-07-12'))).toEqual(['2026-07']);
    expect(monthsOfStay(stay('2026-07-30', '2026-08-02'))).toEqual(['2026-07', '2026-08']);
    expect(monthsOfStay(stay('2026-07-30', '2026-08-01'))).toEqual(['2026-07']);
    expect(monthsOfStay(stay('2026-12-30', '2027-02-02'))).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('names months in words', () => {
    expect(monthLabel('2026-07')).toBe('July 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });

  const julyCabin = stay('2026-07-01', '2026-07-04');
  const augustCabin = stay('2026-08-10', '2026-08-12');
  const julyLoft = stay('2026-07-31', '2026-08-03');
  const cabin = makeVenue({ name: 'Cabin', bookings: [julyCabin, augustCabin] });
  const loft = makeVenue({ name: 'Loft', bookings: [julyLoft] });
  const all = bookingsOf([loft, cabin]);
  const ids = (list: { id: string }[]) => list.map((b) => b.id).sort();

  it('offers the booked venues by name and the booked months in order', () => {
    expect(bookedVenues(all).map((v) => v.name)).toEqual(['Cabin', 'Loft']);
    expect(bookedMonths(all)).toEqual(['2026-07', '2026-08']);
  });

  it('keeps what matches both choices', () => {
    expect(ids(narrowBookings(all, { venue: 'all', month: 'all' }))).toEqual(ids(all));
    expect(ids(narrowBookings(all, { venue: cabin.id, month: 'all' }))).toEqual(
      ids([julyCabin, augustCabin]),
    );
    expect(ids(narrowBookings(all, { venue: 'all', month: '2026-08' }))).toEqual(
      ids([augustCabin, julyLoft]),
    );
    expect(ids(narrowBookings(all, { venue: loft.id, month: '2026-07' }))).toEqual(ids([julyLoft]));
    expect(narrowBookings(all, { venue: loft.id, month: '2026-09' })).toEqual([]);
  });
});
