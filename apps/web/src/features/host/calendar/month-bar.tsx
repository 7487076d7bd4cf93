import { todayLocal } from '@holidaze/domain';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { monthName, shiftMonth } from './month-days';
import styles from './venue-calendar.module.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The calendar's month from `?month=YYYY-MM` (this month when absent or malformed), and a way to move it. */
export function useMonthParam(): [month: string, goTo: (month: string) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : todayLocal().slice(0, 7);
  return [month, (next) => setSearch({ month: next }, { replace: true })];
}

/** The month shown, between the buttons to the previous and the next one. */
export function MonthBar({ month, goTo }: { month: string; goTo: (month: string) => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.monthBar}>
      <Button
        variant="secondary"
        aria-label={t`Previous month`}
        onClick={() => goTo(shiftMonth(month, -1))}
      >
        <span aria-hidden="true">
          <Trans>‹ Previous</Trans>
        </span>
      </Button>
      <h3 aria-live="polite" className={styles.monthName}>
        {monthName(month)}
      </h3>
      <Button
        variant="secondary"
        aria-label={t`Next month`}
        onClick={() => goTo(shiftMonth(month, 1))}
      >
        <span aria-hidden="true">
          <Trans>Next ›</Trans>
        </span>
      </Button>
    </div>
  );
}
