import {
  checkInProblem,
  checkOutProblem,
  compareCalendarDates,
  type CalendarDate,
  type StayRules,
} from '@holidaze/domain';
import type { StaySelection } from './stay-selection';

export { useStayRules } from '../../../shared/api/stay-rules';

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
