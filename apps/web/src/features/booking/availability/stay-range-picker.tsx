import { format } from 'date-fns';
import { plural, t } from '@lingui/core/macro';
import { DayPicker, type DayPickerLocale, type Modifiers } from 'react-day-picker';
// In this lazily loaded module: the Norwegian month and day names load with the calendar.
import { nb } from 'react-day-picker/locale/nb';
import 'react-day-picker/style.css';
import {
  calendarDateFromLocal,
  calendarDateToLocal,
  minimumNightsFor,
  minimumNightsMessage,
  noticeMessage,
  type CalendarDate,
} from '@holidaze/domain';
import { useStayRules, ruleProblemFor } from './stay-rules';
import { activeLocale } from '../../../shared/i18n';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import styles from './availability-panel.module.css';

export interface StayRangePickerProps {
  venueId: string;
  from: CalendarDate | null;
  to: CalendarDate | null;
  today: CalendarDate;
  isDisabled: (day: CalendarDate) => boolean;
  onPick: (day: CalendarDate) => void;
}

/**
 * A day button's name starts with the number it shows ("24 November 2026, Tuesday"), so that what
 * is seen is what a voice user says; react-day-picker's own ("Tuesday, November 24th, 2026") hides
 * the "24" inside "24th".
 */
export function dayButtonLabel(
  date: Date,
  modifiers: Modifiers,
  reason?: string,
  dateLocale?: DayPickerLocale,
): string {
  // Norwegian writes the day's number with a full stop ("24. november 2026, tirsdag").
  const pattern = dateLocale?.code === 'nb' ? 'd. MMMM yyyy, EEEE' : 'd MMMM yyyy, EEEE';
  const parts = [format(date, pattern, dateLocale ? { locale: dateLocale } : {})];
  if (modifiers.today) parts.push(t`today`);
  if (modifiers.selected) parts.push(t`selected`);
  if (modifiers.disabled) parts.push(reason ? t`unavailable: ${reason}` : t`unavailable`);
  return parts.join(', ');
}

/**
 * react-day-picker only draws the calendar and reports the clicked day: the selection rules live in
 * stay-selection.ts, so they are the same whatever the picker would have done on its own. Every
 * conversion goes through the day's local fields, so the clicked day is the stored day in any zone.
 */
export default function StayRangePicker({
  venueId,
  from,
  to,
  today,
  isDisabled,
  onPick,
}: StayRangePickerProps) {
  // The calendar's month and day names and its own buttons' names; react-day-picker's English
  // without one.
  const dateLocale = activeLocale() === 'nb' ? nb : undefined;
  const wide = useMediaQuery('(min-width: 760px)');
  // The venue's own rules (minimum stay, notice, horizon) take days out too, and say why.
  const rules = useStayRules(venueId);
  const ruleProblem = (day: CalendarDate) =>
    rules ? ruleProblemFor(day, { from, to }, today, rules) : undefined;
  const minimum = rules && from && !to ? minimumNightsFor(from, rules) : undefined;
  const checkInTime = rules?.checkInTime;
  const checkOutTime = rules?.checkOutTime;
  const requestHours = rules?.requestHours ?? 0;
  const hints = [
    minimum && minimum.nights > 1 ? minimumNightsMessage(minimum.nights, minimum.season) : null,
    rules && rules.noticeDays > 0 && !from ? noticeMessage(rules.noticeDays) : null,
    checkInTime ? t`Check-in from ${checkInTime}` : null,
    checkOutTime ? t`Check-out by ${checkOutTime}` : null,
    rules?.bookingMode === 'request'
      ? plural(requestHours, {
          one: 'Booked by request: the host answers within # hour',
          other: 'Booked by request: the host answers within # hours',
        })
      : null,
  ].filter((hint): hint is string => hint !== null);
  const selected = from
    ? { from: calendarDateToLocal(from), to: to ? calendarDateToLocal(to) : undefined }
    : undefined;
  return (
    <div className={styles.picker}>
      <DayPicker
        mode="range"
        numberOfMonths={wide ? 2 : 1}
        selected={selected}
        onSelect={(_range, triggerDate) => onPick(calendarDateFromLocal(triggerDate))}
        disabled={(date: Date) => {
          const day = calendarDateFromLocal(date);
          return isDisabled(day) || ruleProblem(day) !== undefined;
        }}
        defaultMonth={calendarDateToLocal(from ?? today)}
        startMonth={calendarDateToLocal(today)}
        today={calendarDateToLocal(today)}
        weekStartsOn={1}
        locale={dateLocale}
        labels={{
          labelDayButton: (date, modifiers) =>
            dayButtonLabel(date, modifiers, ruleProblem(calendarDateFromLocal(date)), dateLocale),
        }}
        // The calendar mounts only when the traveller opens it, so focus moves at their request
        // (not on page load, which the rule guards against): onto the check-in, else today.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {hints.length > 0 && <p className={styles.rulesHint}>{hints.join(' · ')}</p>}
    </div>
  );
}
