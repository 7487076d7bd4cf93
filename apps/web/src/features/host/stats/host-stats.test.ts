import { describe, expect, it } from 'vitest';
import { reviewSummaryOf } from '../../../test/handlers/reviews';
import { makeBooking, makeVenue } from '../test-support';
import { hostStats, revenueOf } from './host-stats';

describe('hostStats', () => {
  it('counts venues and the bookings on them', () => {
    const venues = [
      makeVenue({ bookings: [makeBooking(), makeBooking()] }),
      makeVenue({ bookings: [makeBooking()] }),
      makeVenue(),
    ];
    expect(hostStats(venues)).toMatchObject({ totalVenues: 3, totalBookings: 3 });
  });

  it('averages the guests’ reviews to one decimal, never the ratings the host set', () => {
    const venues = [
      makeVenue({ rating: 5, reviewSummary: reviewSummaryOf(3, 4) }),
      makeVenue({ rating: 5, reviewSummary: reviewSummaryOf(1, 2) }),
      makeVenue({ rating: 5 }),
    ];
    expect(hostStats(venues).averageRating).toBe('3.5');
    expect(hostStats([makeVenue({ rating: 5 })]).averageRating).toBe('New');
    expect(hostStats([]).averageRating).toBe('New');
  });

  it('sums nights × price per night into revenue in NOK', () => {
    const venues = [
      makeVenue({
        price: 1250,
        bookings: [
          // 3 nights and 2 nights
          makeBooking({ dateFrom: '2026-03-01T00:00:00.000Z', dateTo: '2026-03-04T00:00:00.000Z' }),
          makeBooking({ dateFrom: '2026-04-10T00:00:00.000Z', dateTo: '2026-04-12T00:00:00.000Z' }),
        ],
      }),
      makeVenue({
        price: 6180,
        bookings: [
          makeBooking({ dateFrom: '2026-05-01T00:00:00.000Z', dateTo: '2026-05-02T00:00:00.000Z' }),
        ],
      }),
    ];
    expect(revenueOf(venues)).toBe(1250 * 5 + 6180);
    expect(hostStats(venues).revenue).toBe('NOK 12,430');
    expect(hostStats([]).revenue).toBe('NOK 0');
  });

  it('falls back to the booking count when the bookings are not listed', () => {
    const venue = makeVenue({ _count: { bookings: 7 } });
    delete venue.bookings;
    expect(hostStats([venue]).totalBookings).toBe(7);
  });
});
