import { formatRevenue, nightsBetween, stayTotal, type Venue } from '@holidaze/domain';

export interface HostStats {
  totalVenues: number;
  totalBookings: number;
  /** One decimal, e.g. '4.3'; '0.0' with no venues. */
  averageRating: string;
  /**
   * What the confirmed bookings on the manager's venues were booked at (their stored totals;
   * nights × price for stays from before), e.g. 'NOK 12,345' or 'NOK 3.01 M'.
   */
  revenue: string;
}

export function revenueOf(venues: readonly Venue[]): number {
  let total = 0;
  for (const venue of venues) {
    for (const booking of venue.bookings ?? []) {
      // A request is not revenue until the host accepts it.
      if (booking.status === 'requested') continue;
      total +=
        booking.totalOre != null
          ? booking.totalOre / 100
          : stayTotal(nightsBetween(booking.dateFrom, booking.dateTo), venue.price);
    }
  }
  return total;
}

export function hostStats(venues: readonly Venue[]): HostStats {
  const totalBookings = venues.reduce(
    (sum, venue) => sum + (venue.bookings?.length ?? venue._count.bookings),
    0,
  );
  const ratingSum = venues.reduce((sum, venue) => sum + venue.rating, 0);
  return {
    totalVenues: venues.length,
    totalBookings,
    averageRating: (venues.length ? ratingSum / venues.length : 0).toFixed(1),
    revenue: formatRevenue(revenueOf(venues)),
  };
}
