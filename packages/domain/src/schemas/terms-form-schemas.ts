import { z } from 'zod';
import { stayRulesBodySchema } from './calendar-schemas';
import { venuePricingBodySchema } from './pricing-schemas';
import {
  PRICING_FORM_FIGURES,
  STAY_RULES_FORM_FIGURES,
  type PricingFormValues,
  type StayRulesFormValues,
} from './terms-form-values';

/** A number as typed: '' is none (null), anything else is read as a number (NaN fails the body's check). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const textOrNull = (value: string) => value.trim() || null;
/** The named fields of a form, each read by `numberOrNull`. */
const numbersOrNull = <const K extends string>(values: Record<K, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, numberOrNull(values[key])])) as Record<
    K,
    number | null
  >;
/** A form's season rows: the days as picked, the row's `figure` by `numberOrNull`, the label or null. */
const seasonsOf = <const K extends string>(
  rows: readonly ({ dateFrom: string; dateTo: string; label: string } & Record<K, string>)[],
  figure: K,
) =>
  rows.map((row) => ({
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    [figure]: numberOrNull(row[figure]),
    label: textOrNull(row.label),
  }));

/**
 * The host's pricing form: its values read into the PUT body, then checked by the body's own
 * schema, so the form shows the messages the API would answer with (and sends what it checked).
 */
export const pricingFormSchema = z.preprocess((input) => {
  const values = input as PricingFormValues;
  return {
    ...numbersOrNull(values, PRICING_FORM_FIGURES),
    seasons: seasonsOf(values.seasons, 'price'),
    cancellationPolicy: values.cancellationPolicy,
  };
}, venuePricingBodySchema);

/** The host's stay-rules form, read into the PUT body and checked by the body's schema. */
export const stayRulesFormSchema = z.preprocess((input) => {
  const values = input as StayRulesFormValues;
  return {
    ...numbersOrNull(values, STAY_RULES_FORM_FIGURES),
    checkInTime: textOrNull(values.checkInTime),
    checkOutTime: textOrNull(values.checkOutTime),
    bookingMode: values.bookingMode,
    seasons: seasonsOf(values.seasons, 'minNights'),
  };
}, stayRulesBodySchema);
