import type { BookingMode } from '../booking-requests';
import type { CancellationPolicy, VenueTerms } from '../cancellation-policy';
import type { StayRules } from '../stay-rules';

// The host's pricing and stay-rules forms as typed: numbers as text, '' for none. Kept apart from
// the schemas so that the forms show before zod has loaded.

export interface PricingFormValues {
  weekendPrice: string;
  cleaningFee: string;
  extraGuestFee: string;
  extraGuestsFrom: string;
  weeklyDiscountPercent: string;
  monthlyDiscountPercent: string;
  seasons: { dateFrom: string; dateTo: string; price: string; label: string }[];
  cancellationPolicy: CancellationPolicy;
}

export interface StayRulesFormValues {
  minNights: string;
  maxNights: string;
  noticeDays: string;
  horizonDays: string;
  checkInTime: string;
  checkOutTime: string;
  bookingMode: BookingMode;
  requestHours: string;
  seasons: { dateFrom: string; dateTo: string; minNights: string; label: string }[];
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The pricing form's prefill from what is stored. */
export function pricingFormValues(terms: VenueTerms): PricingFormValues {
  return {
    weekendPrice: text(terms.weekendPrice),
    cleaningFee: text(terms.cleaningFee),
    extraGuestFee: text(terms.extraGuestFee),
    extraGuestsFrom: text(terms.extraGuestsFrom),
    weeklyDiscountPercent: text(terms.weeklyDiscountPercent),
    monthlyDiscountPercent: text(terms.monthlyDiscountPercent),
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
    minNights: text(rules.minNights),
    maxNights: text(rules.maxNights),
    noticeDays: text(rules.noticeDays),
    horizonDays: text(rules.horizonDays),
    checkInTime: text(rules.checkInTime),
    checkOutTime: text(rules.checkOutTime),
    bookingMode: rules.bookingMode,
    requestHours: text(rules.requestHours),
    seasons: rules.seasons.map((season) => ({
      dateFrom: season.dateFrom,
      dateTo: season.dateTo,
      minNights: text(season.minNights),
      label: text(season.label),
    })),
  };
}
