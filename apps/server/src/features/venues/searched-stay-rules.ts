import {
  earliestTodayAnywhere,
  latestTodayAnywhere,
  searchStayProblem,
  type VenueListQuery,
} from '@holidaze/domain';
import { badRequest } from '../../http/api-error.js';

/**
 * A dated search keeps the rules of a booking (domain `searchStayProblem`): no start in the past,
 * at most the longest stay, within the horizon, so no page lists venues as bookable for a stay
 * the venue page would refuse. "Today" is the earliest on Earth for the start and the latest for
 * the limits, as for bookings (booking-rules.ts).
 */
export function assertSearchableStay(
  query: Pick<VenueListQuery, 'dateFrom' | 'dateTo'>,
  now: Date,
): void {
  const { dateFrom, dateTo } = query;
  if (!dateFrom || !dateTo) return;
  const problem = searchStayProblem(
    { dateFrom, dateTo },
    earliestTodayAnywhere(now),
    latestTodayAnywhere(now),
  );
  if (problem) throw badRequest(problem.message, [problem.path]);
}
