import { describe, expect, it } from 'vitest';
import { bookingStatus } from './booking-status';

const booking = { dateFrom: '2026-01-05', dateTo: '2026-01-08' };
const onTheWire = { dateFrom: '2026-01-05T00:00:00.000Z', dateTo: '2026-01-08T00:00:00.000Z' };

describe('bookingStatus', () => {
  it.each([
    ['upcoming until the check-in day', booking, '2025-12-31', 'upcoming'],
    ['upcoming until the check-in day', booking, '2026-01-04', 'upcoming'],
    ['ongoing from the check-in day', booking, '2026-01-05', 'ongoing'],
    ['ongoing from the check-in day', booking, '2026-01-07', 'ongoing'],
    ['completed from the check-out day (half-open stay)', booking, '2026-01-08', 'completed'],
    ['completed from the check-out day (half-open stay)', booking, '2026-02-01', 'completed'],
    // Wire date-times are read by their calendar day, at the same three boundaries.
    ['upcoming until the check-in day', onTheWire, '2026-01-04', 'upcoming'],
    ['ongoing from the check-in day', onTheWire, '2026-01-05', 'ongoing'],
    ['ongoing from the check-in day', onTheWire, '2026-01-07', 'ongoing'],
    ['completed from the check-out day', onTheWire, '2026-01-08', 'completed'],
  ])('is %s: %j on %s', (_, stay, today, status) => {
    expect(bookingStatus(stay, today)).toBe(status);
  });

  it('treats a one-night stay as ongoing on its only night', () => {
    const oneNight = { dateFrom: '2026-01-05', dateTo: '2026-01-06' };
    expect(bookingStatus(oneNight, '2026-01-04')).toBe('upcoming');
    expect(bookingStatus(oneNight, '2026-01-05')).toBe('ongoing');
    expect(bookingStatus(oneNight, '2026-01-06')).toBe('completed');
  });
});
