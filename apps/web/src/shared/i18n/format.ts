import { plural } from '@lingui/core/macro';
import * as domain from '@holidaze/domain';
import type { CalendarDate } from '@holidaze/domain';
import { activeLocale } from './page-locale';

/*
 * The domain's formats in the language of the page (docs/decisions/037-languages.md): what every
 * component shows. The domain keeps one home for each format; these only say which language.
 */

export const formatDisplayDate = (day: CalendarDate | string) =>
  domain.formatDisplayDate(day, activeLocale());

export const formatInstantDate = (instant: string | Date) =>
  domain.formatInstantDate(instant, activeLocale());

export const formatGroupedNumber = (value: number, maxFraction = 0, minFraction = 0) =>
  domain.formatGroupedNumber(value, maxFraction, minFraction, activeLocale());

export const formatNok = (amount: number) => domain.formatNok(amount, activeLocale());

export const formatOre = (ore: number) => domain.formatOre(ore, activeLocale());

export const formatRevenue = (amount: number) => domain.formatRevenue(amount, activeLocale());

export const formatDeadline = (deadline: Date, timeZone?: string) =>
  domain.formatDeadline(deadline, timeZone, activeLocale());

export const formatMoment = (iso: string, options: { year?: boolean; timeZone?: string } = {}) =>
  domain.formatMoment(iso, options, activeLocale());

/** '1 night', '3 nights' in the page's language. */
export const nightsLabel = (nights: number) =>
  plural(nights, { one: '# night', other: '# nights' });
