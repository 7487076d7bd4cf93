import { useQuery } from '@tanstack/react-query';
import {
  checkInProblem,
  checkOutProblem,
  compareCalendarDates,
  type CalendarDate,
  type StayRules,
} from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import type { StaySelection } from './stay-selection';

/** The venue's stay rules (public), or undefined while they load or when they cannot. */
export function useStayRules(venueId: string): StayRules | undefined {
  const query = useQuery({
    queryKey: ['venue-rules', venueId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<StayRules>(`/holidaze/venues/${encodeURIComponent(venueId)}/rules`, {
          signal,
        })
      ).data,
    retry: false,
    staleTime: 60_000,
  });
  return query.data;
}

/**
 * Why the venue's rules keep `day` from being picked next: as a check-out while a check-in
 * waits for one (the stay's length), else as a check-in (notice, horizon). The domain's words,
 * the same the server answers with.
 */
export function ruleProblemFor(
  day: CalendarDate,
  selection: StaySelection,
  today: CalendarDate,
  rules: StayRules,
): string | undefined {
  const { from, to } = selection;
  if (from !== null && to === null && compareCalendarDates(day, from) > 0) {
    return checkOutProblem(from, day, rules);
  }
  return checkInProblem(day, today, rules);
}
