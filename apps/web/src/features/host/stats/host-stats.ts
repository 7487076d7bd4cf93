import { i18n } from '@lingui/core';
import { nightsBetween, stayTotal, type Venue } from '@holidaze/domain';
import { formatGroupedNumber, formatRevenue } from '../../../shared/i18n';
import { NO_RATING_YET } from '../../../shared/i18n/rating-text';

export interface HostStats {
  totalVenues: number;
  totalBookings: number;
  /**
   * The guests' reviews of all the host's venues averaged, one decimal, e.g. '4.3'; 'New' before
   * the first review (in the page's language). Never the ratings hosts set for their own venues (docs/spec-deviations.md).
   */
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
  let reviews = 0;
  let stars = 0;
  for (const venue of venues) {
    const summary = venue.reviewSummary;
    if (!summary?.count) continue;
    reviews += summary.count;
    stars += summary.rating * summary.count;
  }
  return {
    totalVenues: venues.length,
    totalBookings,
    averageRating: reviews ? formatGroupedNumber(stars / reviews, 1, 1) : i18n._(NO_RATING_YET),
    revenue: formatRevenue(revenueOf(venues)),
  };
}
