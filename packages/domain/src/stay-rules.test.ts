import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { DEFAULT_STAY_LIMITS } from './stay-limits';
import {
  DEFAULT_STAY_RULES,
  checkInProblem,
  checkOutProblem,
  minimumNightsFor,
  seasonLabel,
  stayRulesProblem,
  type Season,
  type StayRules,
} from './stay-rules';
import { calendarDateArb } from './test-arbitraries';

const seasonArb: fc.Arbitrary<Season> = fc
  .tuple(calendarDateArb, fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 30 }))
  .map(([dateFrom, length, minNights]) => ({
    dateFrom,
    dateTo: addDays(dateFrom, length),
    minNights,
  }));

const rulesArb: fc.Arbitrary<StayRules> = fc.record({
  minNights: fc.integer({ min: 1, max: 30 }),
  maxNights: fc.option(fc.integer({ min: 30, max: 200 }), { nil: null }),
  seasons: fc.array(seasonArb, { maxLength: 3 }),
  horizonDays: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
  noticeDays: fc.integer({ min: 0, max: 14 }),
  checkInTime: fc.constant(null),
  checkOutTime: fc.constant(null),
  bookingMode: fc.constantFrom('instant', 'request'),
  requestHours: fc.integer({ min: 12, max: 72 }),
});

describe('stay rules', () => {
  it('change nothing by default: any stay within the site limits is allowed', () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 90 }),
        (today, wait, n) => {
          const stay = { dateFrom: addDays(today, wait), dateTo: addDays(today, wait + n) };
          const todays = { forNotice: today, forHorizon: today };
          expect(stayRulesProblem(stay, todays, DEFAULT_STAY_RULES)).toBeUndefined();
        },
      ),
    );
  });

  it('allow exactly the minimum stay of the check-in day, and refuse one night less', () => {
    fc.assert(
      fc.property(calendarDateArb, rulesArb, (checkIn, rules) => {
        const { nights } = minimumNightsFor(checkIn, rules);
        const fits = nights <= Math.min(rules.maxNights ?? 90, 90);
        if (fits) expect(checkOutProblem(checkIn, addDays(checkIn, nights), rules)).toBeUndefined();
        if (nights > 1) {
          expect(checkOutProblem(checkIn, addDays(checkIn, nights - 1), rules)).toMatch(
            /^Minimum stay (in .+ )?is \d+ nights?$/,
          );
        }
      }),
    );
  });

  it('never let a venue allow more than the site: longest stay and horizon', () => {
    fc.assert(
      fc.property(calendarDateArb, rulesArb, (today, rules) => {
        const lenient = { ...rules, minNights: 1, seasons: [], noticeDays: 0 };
        const tooFar = addDays(today, DEFAULT_STAY_LIMITS.maxDaysAhead + 1);
        expect(checkInProblem(tooFar, today, lenient)).toBeDefined();
        const longest = Math.min(rules.maxNights ?? 90, 90);
        expect(checkOutProblem(today, addDays(today, longest), lenient)).toBeUndefined();
        expect(checkOutProblem(today, addDays(today, longest + 1), lenient)).toBe(
          `Maximum stay is ${longest} nights`,
        );
      }),
    );
  });

  it('refuse an arrival inside the notice and allow the first day after it', () => {
    fc.assert(
      fc.property(calendarDateArb, fc.integer({ min: 1, max: 14 }), (today, noticeDays) => {
        const rules = { ...DEFAULT_STAY_RULES, noticeDays };
        expect(checkInProblem(addDays(today, noticeDays - 1), today, rules)).toBe(
          `Arrival needs at least ${noticeDays} day${noticeDays === 1 ? '' : 's'} notice`,
        );
        expect(checkInProblem(addDays(today, noticeDays), today, rules)).toBeUndefined();
      }),
    );
  });

  it('say which season sets the minimum, in the words the picker shows', () => {
    const july: Season = { dateFrom: '2027-07-01', dateTo: '2027-08-01', minNights: 7 };
    const rules = { ...DEFAULT_STAY_RULES, minNights: 2, seasons: [july] };
    expect(checkOutProblem('2027-07-10', '2027-07-13', rules)).toBe(
      'Minimum stay in July is 7 nights',
    );
    expect(checkOutProblem('2027-06-30', '2027-07-01', rules)).toBe('Minimum stay is 2 nights');
    expect(checkOutProblem('2027-07-31', '2027-08-07', rules)).toBeUndefined();
    expect(seasonLabel({ ...july, dateTo: '2027-09-01' })).toBe('July–August');
    expect(seasonLabel({ ...july, label: 'Christmas' })).toBe('Christmas');
  });

  it('check arrival before length, with the server’s two todays', () => {
    const rules = { ...DEFAULT_STAY_RULES, noticeDays: 2, minNights: 3 };
    const todays = { forNotice: '2027-01-10', forHorizon: '2027-01-11' };
    expect(
      stayRulesProblem({ dateFrom: '2027-01-11', dateTo: '2027-01-12' }, todays, rules),
    ).toEqual({
      message: 'Arrival needs at least 2 days notice',
      path: 'dateFrom',
    });
    expect(
      stayRulesProblem({ dateFrom: '2027-01-12', dateTo: '2027-01-13' }, todays, rules),
    ).toEqual({
      message: 'Minimum stay is 3 nights',
      path: 'dateTo',
    });
  });
});
