import { describe, expect, it } from 'vitest';
import { bookingStatus } from './booking-status';

const booking = { dateFrom: '2026-01-05', dateTo: '2026-01-08' };
const onTheWire = { dateFrom: '2026-01-05T00:00:00.000Z', dateTo: '2026-01-08T00:00:00.000Z' };

describe('bookingStatus', () => {
  it('is upcoming until the check-in day', () => {
    expect(bookingStatus(booking, '2025-12-31')).toBe('upcoming');
    expect(bookingStatus(booking, '2026-01-04')).toBe('upcoming');
  });

  it('is ongoing from the check-in day', () => {
    expect(bookingStatus(booking, '2026-01-05')).toBe('ongoing');
    expect(bookingStatus(booking, '2026-01-07')).toBe('ongoing');
  });

  it('is completed from the check-out day (half-open stay)', () => {
    expect(bookingStatus(booking, '2026-01-08')).toBe('completed');
    expect(bookingStatus(booking, '2026-02-01')).toBe('completed');
  });

  it('reads wire date-times by their calendar day at the same three boundaries', () => {
    expect(bookingStatus(onTheWire, '2026-01-04')).toBe('upcoming');
    expect(bookingStatus(onTheWire, '2026-01-05')).toBe('ongoing');
    expect(bookingStatus(onTheWire, '2026-01-07')).toBe('ongoing');
    expect(bookingStatus(onTheWire, '2026-01-08')).toBe('completed');
  });

  it('treats a one-night stay as ongoing on its only night', () => {
    const oneNight = { dateFrom: '2026-01-05', dateTo: '2026-01-06' };
    expect(bookingStatus(oneNight, '2026-01-04')).toBe('upcoming');
    expect(bookingStatus(oneNight, '2026-01-05')).toBe('ongoing');
    expect(bookingStatus(oneNight, '2026-01-06')).toBe('completed');
  });
});
