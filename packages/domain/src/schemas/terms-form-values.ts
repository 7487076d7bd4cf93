import type { BookingMode } from '../booking-requests';
import type { CancellationPolicy, VenueTerms } from '../cancellation-policy';
import type { StayRules } from '../stay-rules';

// The host's pricing and stay-rules forms as typed: numbers as text, '' for none. Kept apart from
// the schemas so that the forms show before zod has loaded.

/** The pricing form's figures: typed as text, stored as a number or null. */
export const PRICING_FORM_FIGURES = [
  'weekendPrice',
  'cleaningFee',
  'extraGuestFee',
  'extraGuestsFrom',
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
] as const;

/** The stay-rules form's figures: typed as text, stored as a number (or null where optional). */
export const STAY_RULES_FORM_FIGURES = [
  'minNights',
  'maxNights',
  'noticeDays',
  'horizonDays',
  'requestHours',
] as const;

export interface PricingFormValues extends Record<(typeof PRICING_FORM_FIGURES)[number], string> {
  seasons: { dateFrom: string; dateTo: string; price: string; label: string }[];
  cancellationPolicy: CancellationPolicy;
}

export interface StayRulesFormValues extends Record<
  (typeof STAY_RULES_FORM_FIGURES)[number],
  string
> {
  checkInTime: string;
  checkOutTime: string;
  bookingMode: BookingMode;
  seasons: { dateFrom: string; dateTo: string; minNights: string; label: string }[];
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** The named figures of what is stored, each as the form shows it. */
const texts = <const K extends string>(stored: Record<K, number | null>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, text(stored[key])])) as Record<K, string>;

/** The pricing form's prefill from what is stored. */
export function pricingFormValues(terms: VenueTerms): PricingFormValues {
  return {
    ...texts(terms, PRICING_FORM_FIGURES),
    seasons: terms.seasons.map((season) => ({
      dateFrom: season.dateFrom,
      dateTo: season.dateTo,
      price: text(season.price),
      label: text(season.label),
    })),
    cancellationPolicy: terms.cancellationPolicy,
  };
}

/** The stay-rules form's prefill from what is stored. */
export function stayRulesFormValues(rules: StayRules): StayRulesFormValues {
  return {
    ...texts(rules, STAY_RULES_FORM_FIGURES),
    checkInTime: text(rules.checkInTime),
    checkOutTime: text(rules.checkOutTime),
    bookingMode: rules.bookingMode,
    seasons: rules.seasons.map((season) => ({
      dateFrom: season.dateFrom,
      dateTo: season.dateTo,
      minNights: text(season.minNights),
      label: text(season.label),
    })),
  };
}
