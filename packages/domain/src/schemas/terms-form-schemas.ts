import { z } from 'zod';
import { stayRulesBodySchema } from './calendar-schemas';
import { venuePricingBodySchema } from './pricing-schemas';
import type { PricingFormValues, StayRulesFormValues } from './terms-form-values';

/** A number as typed: '' is none (null), anything else is read as a number (NaN fails the body's check). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string) => value.trim() || null;
/** The named fields of a form, each read by `numberOrNull`. */
const numbersOrNull = <const K extends string>(values: Record<K, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, numberOrNull(values[key])])) as Record<
    K,
    number | null
  >;

/**
 * The host's pricing form: its values read into the PUT body, then checked by the body's own
 * schema, so the form shows the messages the API would answer with (and sends what it checked).
 */
export const pricingFormSchema = z.preprocess((input) => {
  const values = input as PricingFormValues;
  return {
    ...numbersOrNull(values, [
      'weekendPrice',
      'cleaningFee',
      'extraGuestFee',
      'extraGuestsFrom',
      'weeklyDiscountPercent',
      'monthlyDiscountPercent',
    ]),
    seasons: values.seasons.map((row) => ({
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      price: numberOrNull(row.price),
      label: textOrNull(row.label),
    })),
    cancellationPolicy: values.cancellationPolicy,
  };
}, venuePricingBodySchema);

/** The host's stay-rules form, read into the PUT body and checked by the body's schema. */
export const stayRulesFormSchema = z.preprocess((input) => {
  const values = input as StayRulesFormValues;
  return {
    ...numbersOrNull(values, [
      'minNights',
      'maxNights',
      'noticeDays',
      'horizonDays',
      'requestHours',
    ]),
    checkInTime: textOrNull(values.checkInTime),
    checkOutTime: textOrNull(values.checkOutTime),
    bookingMode: values.bookingMode,
    seasons: values.seasons.map((row) => ({
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      minNights: numberOrNull(row.minNights),
      label: textOrNull(row.label),
    })),
  };
}, stayRulesBodySchema);
