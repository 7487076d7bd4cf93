import { describe, expect, it } from 'vitest';
import { REQUEST_RESPONSE_HOURS } from '../booking-requests';
import { filledPricingBody, filledPricingForm as pricing } from '../test-fixtures';
import { pricingFormSchema, stayRulesFormSchema } from './terms-form-schemas';
import {
  pricingFormValues,
  stayRulesFormValues,
  type StayRulesFormValues,
} from './terms-form-values';

const rules: StayRulesFormValues = {
  minNights: '3',
  maxNights: '',
  noticeDays: '0',
  horizonDays: '',
  checkInTime: '15:00',
  checkOutTime: '',
  bookingMode: 'instant',
  requestHours: String(REQUEST_RESPONSE_HOURS.default),
  seasons: [{ dateFrom: '2026-07-01', dateTo: '2026-07-03', minNights: '5', label: '' }],
};

const messages = async (
  schema: typeof pricingFormSchema | typeof stayRulesFormSchema,
  values: unknown,
) => {
  const result = await schema.safeParseAsync(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('pricingFormSchema', () => {
  it('reads empty fields as none, numbers as numbers and a blank name as none', async () => {
    expect(await pricingFormSchema.parseAsync(pricing)).toEqual(filledPricingBody);
  });

  it('refuses what the API refuses, with its messages, at the field', async () => {
    expect(
      await messages(pricingFormSchema, {
        ...pricing,
        cleaningFee: '-1',
        weeklyDiscountPercent: '95',
        seasons: [{ dateFrom: '2026-07-03', dateTo: '2026-07-01', price: '', label: '' }],
      }),
    ).toEqual({
      cleaningFee: 'The cleaning fee must be a number from 0 to 10000',
      weeklyDiscountPercent: 'The weekly discount must be a whole number from 0 to 90',
      'seasons.0.price': 'A season price must be a number from 1 to 10000',
    });
    expect(
      await messages(pricingFormSchema, {
        ...pricing,
        extraGuestFee: '100',
        seasons: [{ dateFrom: '2026-07-03', dateTo: '2026-07-01', price: '1', label: '' }],
      }),
    ).toEqual({
      extraGuestsFrom:
        'An extra-guest fee needs the number of guests it starts above, and the other way round',
      'seasons.0.dateTo': 'The end date must be after the start date',
    });
  });

  it('gives back what is stored as the form’s prefill', async () => {
    const terms = { price: 1000, ...(await pricingFormSchema.parseAsync(pricing)) };
    expect(await pricingFormSchema.parseAsync(pricingFormValues(terms))).toEqual(
      await pricingFormSchema.parseAsync(pricing),
    );
  });
});

describe('stayRulesFormSchema', () => {
  it('reads the rules as the API takes them', async () => {
    expect(await stayRulesFormSchema.parseAsync(rules)).toEqual({
      minNights: 3,
      maxNights: null,
      noticeDays: 0,
      horizonDays: null,
      checkInTime: '15:00',
      checkOutTime: null,
      bookingMode: 'instant',
      requestHours: REQUEST_RESPONSE_HOURS.default,
      seasons: [{ dateFrom: '2026-07-01', dateTo: '2026-07-03', minNights: 5, label: null }],
    });
  });

  it('refuses an empty minimum, a minimum above the maximum and a season of no nights', async () => {
    expect(await messages(stayRulesFormSchema, { ...rules, minNights: '' })).toEqual({
      minNights: 'Must be a whole number from 1 to 90',
    });
    expect(await messages(stayRulesFormSchema, { ...rules, maxNights: '2' })).toEqual({
      minNights: 'The minimum stay cannot be longer than the maximum',
    });
    expect(
      await messages(stayRulesFormSchema, {
        ...rules,
        seasons: [{ dateFrom: '2026-07-01', dateTo: '2026-07-01', minNights: '0', label: '' }],
      }),
    ).toEqual({
      'seasons.0.minNights': 'Must be a whole number from 1 to 90',
      'seasons.0.dateTo': 'The end date must be after the start date',
    });
  });

  it('gives back what is stored as the form’s prefill', async () => {
    const stored = await stayRulesFormSchema.parseAsync(rules);
    expect(await stayRulesFormSchema.parseAsync(stayRulesFormValues(stored))).toEqual(stored);
  });
});
