import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_TERMS,
  arrivalInstant,
  formatDeadline,
  refundDeadline,
  refundFor,
  refundMessage,
} from './cancellation-policy';
import { addDays } from './calendar-date';
import { nearbyDayArb } from './test-arbitraries';

const HOUR = 3_600_000;
const policyArb = fc.constantFrom(...CANCELLATION_POLICIES);
const totalArb = fc.integer({ min: 0, max: 100_000_000 });

describe('the cancellation policy', () => {
  it('starts a stay at the check-in day’s first instant anywhere (UTC+14), in every zone', () => {
    expect(arrivalInstant('2031-07-10').toISOString()).toBe('2031-07-09T10:00:00.000Z');
    expect(refundDeadline('flexible', '2031-07-10').toISOString()).toBe('2031-07-08T10:00:00.000Z');
    expect(refundDeadline('moderate', '2031-07-10').toISOString()).toBe('2031-07-04T10:00:00.000Z');
    expect(refundDeadline('strict', '2031-07-10').toISOString()).toBe('2031-07-02T10:00:00.000Z');
  });

  it('says its deadline as refundDeadline computes it, and nothing of refunds', () => {
    expect(CANCELLATION_POLICY_TERMS.flexible.summary).toBe(
      'Free cancellation until 10:00 UTC two days before the check-in date; after that the full price stays owed.',
    );
    expect(CANCELLATION_POLICY_TERMS.moderate.summary).toBe(
      'Free cancellation until 10:00 UTC six days before the check-in date; after that the full price stays owed.',
    );
    expect(CANCELLATION_POLICY_TERMS.strict.summary).toBe(
      'Cancel until 10:00 UTC eight days before the check-in date and 50 % of the price stays owed; after that the full price stays owed.',
    );
    // Whatever the check-in date, the deadline is the time and day the words say.
    fc.assert(
      fc.property(policyArb, nearbyDayArb, (policy, checkIn) => {
        const deadline = refundDeadline(policy, checkIn).toISOString();
        const [, time, days] = /until (\d\d:\d\d) UTC (\w+) days before/.exec(
          CANCELLATION_POLICY_TERMS[policy].summary,
        )!;
        const count = ['two', 'six', 'eight'].indexOf(days!);
        expect(deadline.slice(11, 16)).toBe(time);
        expect(deadline.slice(0, 10)).toBe(addDays(checkIn, -[2, 6, 8][count]!));
      }),
    );
  });

  it('shows a deadline in the reader’s own zone, naming the zone', () => {
    const deadline = refundDeadline('flexible', '2031-07-10');
    expect(formatDeadline(deadline, 'Europe/Oslo')).toBe('Tue, 08 Jul 2031, 12:00 CEST');
    expect(formatDeadline(deadline, 'America/St_Johns')).toBe('Tue, 08 Jul 2031, 07:30 GMT-2:30');
    expect(formatDeadline(deadline, 'Pacific/Kiritimati')).toBe('Wed, 09 Jul 2031, 00:00 GMT+14');
  });

  it('says what stays owed, never a refund of money never taken', () => {
    const stay = { dateFrom: '2031-07-10', totalOre: 1_590_000 };
    const early = new Date('2031-06-01T00:00:00Z');
    const late = new Date('2031-07-09T00:00:00Z');
    expect(refundMessage(refundFor('flexible', stay, early))).toBe(
      'You will no longer owe NOK 15,900',
    );
    expect(refundMessage(refundFor('flexible', stay, late))).toBe(
      'The full NOK 15,900 stays owed to the host under the policy',
    );
  });

  it('refunds its share up to and including the deadline, and nothing a millisecond later', () => {
    fc.assert(
      fc.property(policyArb, nearbyDayArb, totalArb, (policy, dateFrom, totalOre) => {
        const deadline = refundDeadline(policy, dateFrom).getTime();
        const { refundPercent } = CANCELLATION_POLICY_TERMS[policy];
        const on = refundFor(policy, { dateFrom, totalOre }, new Date(deadline));
        const before = refundFor(policy, { dateFrom, totalOre }, new Date(deadline - 1));
        const after = refundFor(policy, { dateFrom, totalOre }, new Date(deadline + 1));
        expect(on.percent).toBe(refundPercent);
        expect(before).toEqual(on);
        expect(after).toEqual({ percent: 0, refundOre: 0, totalOre });
        expect(on.refundOre).toBe(Math.round((totalOre * refundPercent) / 100));
      }),
    );
  });

  it('never refunds more than was paid nor less than nothing, and never more later than sooner', () => {
    fc.assert(
      fc.property(
        policyArb,
        nearbyDayArb,
        totalArb,
        fc.integer({ min: -400 * 24, max: 400 * 24 }),
        fc.integer({ min: 0, max: 400 * 24 }),
        (policy, dateFrom, totalOre, hoursBefore, laterBy) => {
          const at = new Date(arrivalInstant(dateFrom).getTime() - hoursBefore * HOUR);
          const sooner = refundFor(policy, { dateFrom, totalOre }, at);
          const later = refundFor(
            policy,
            { dateFrom, totalOre },
            new Date(at.getTime() + laterBy * HOUR),
          );
          expect(sooner.refundOre).toBeGreaterThanOrEqual(0);
          expect(sooner.refundOre).toBeLessThanOrEqual(totalOre);
          expect(later.refundOre).toBeLessThanOrEqual(sooner.refundOre);
        },
      ),
    );
  });

  it('refunds everything when the host cancels or the stay was still a request', () => {
    fc.assert(
      fc.property(policyArb, nearbyDayArb, totalArb, (policy, dateFrom, totalOre) => {
        const late = new Date(arrivalInstant(dateFrom).getTime() + HOUR);
        const full = { percent: 100, refundOre: totalOre, totalOre };
        expect(refundFor(policy, { dateFrom, totalOre }, late, 'host')).toEqual(full);
        expect(refundFor(policy, { dateFrom, totalOre, requested: true }, late)).toEqual(full);
      }),
    );
  });

  it('halves a strict stay to the øre and says so in kroner', () => {
    const refund = refundFor(
      'strict',
      { dateFrom: '2031-07-10', totalOre: 945_000 },
      new Date('2031-06-01T00:00:00Z'),
    );
    expect(refund).toEqual({ percent: 50, refundOre: 472_500, totalOre: 945_000 });
    expect(refundMessage(refund)).toBe(
      'You will no longer owe NOK 4,725 of NOK 9,450; NOK 4,725 stays owed to the host under the policy',
    );
  });

  it('gives back only the nights not yet begun when the host ends a stay under way', () => {
    fc.assert(
      fc.property(
        policyArb,
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 90 }),
        totalArb,
        (policy, nights, stayedSeed, totalOre) => {
          const stayed = 1 + (stayedSeed % nights);
          const dateFrom = '2031-07-01';
          const dateTo = addDays(dateFrom, nights);
          const at = new Date(`${addDays(dateFrom, stayed)}T08:00:00Z`);
          const refund = refundFor(policy, { dateFrom, dateTo, totalOre }, at, 'host');
          const left = nights - stayed;
          expect(refund.nightsRefunded).toEqual({ refunded: left, of: nights });
          expect(refund.refundOre).toBe(Math.round((totalOre * left) / nights));
          expect(refund.refundOre).toBeLessThanOrEqual(totalOre);
        },
      ),
    );
  });

  it('says which nights a host’s cancellation of a stay under way refunds', () => {
    const refund = refundFor(
      'flexible',
      { dateFrom: '2031-07-01', dateTo: '2031-07-05', totalOre: 400_000 },
      new Date('2031-07-02T12:00:00Z'),
      'host',
    );
    expect(refund).toMatchObject({ refundOre: 300_000, percent: 75 });
    expect(refundMessage(refund)).toBe(
      'No longer owed: NOK 3,000 of NOK 4,000, the 3 of 4 nights not yet begun',
    );
  });
});
