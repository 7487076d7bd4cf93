import { daysBetween, toCalendarDate, todayUtc, type CalendarDate } from './calendar-date';
import { formatOre } from './format';
import type { VenuePricing } from './price-quote';

/** How much of a stay's price a traveller gets back when they cancel, set per venue. */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

/** What a venue charges and gives back: its prices and its cancellation policy. */
export type VenueTerms = VenuePricing & { cancellationPolicy: CancellationPolicy };

interface PolicyTerms {
  label: string;
  /**
   * The share of the price no longer owed when a confirmed stay is cancelled while at least
   * `hoursBefore` hours remain before arrival (`arrivalInstant`); none after.
   */
  refundPercent: number;
  hoursBefore: number;
  /** The policy in words, its deadline said as `refundDeadline` computes it (`policySummary`). */
  summary: string;
}

const HOUR_MS = 3_600_000;

const POLICY_RULES: Record<CancellationPolicy, Omit<PolicyTerms, 'summary'>> = {
  flexible: { label: 'Flexible', refundPercent: 100, hoursBefore: 24 },
  moderate: { label: 'Moderate', refundPercent: 100, hoursBefore: 5 * 24 },
  strict: { label: 'Strict', refundPercent: 50, hoursBefore: 7 * 24 },
};

/**
 * The moment a stay begins for refunds: the start of its check-in day at UTC+14, where that day
 * begins first. A deadline counted back from it is the same instant for everyone and never later
 * than the day begins at the venue, wherever the venue is: a refund shown to a traveller is
 * never one the host's own calendar has already ruled out.
 */
export function arrivalInstant(checkIn: CalendarDate | string): Date {
  return new Date(`${toCalendarDate(checkIn)}T00:00:00+14:00`);
}

/** The last moment the policy's refund applies to a stay starting on `checkIn`. */
export function refundDeadline(policy: CancellationPolicy, checkIn: CalendarDate | string): Date {
  const { hoursBefore } = POLICY_RULES[policy];
  return new Date(arrivalInstant(checkIn).getTime() - hoursBefore * HOUR_MS);
}

const DAY_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * The policy in words, its deadline read off `refundDeadline` itself (so the text and the
 * deadline a traveller is shown can never disagree): the time of day at UTC and how many days
 * before the check-in date. Nothing is charged online (payment-preference.ts), so it speaks of
 * what stays owed to the host, never of refunds.
 */
export function policySummary(policy: CancellationPolicy): string {
  const checkIn = toCalendarDate('2001-01-31');
  const deadline = refundDeadline(policy, checkIn);
  const days = daysBetween(toCalendarDate(deadline.toISOString().slice(0, 10)), checkIn);
  const when = `${deadline.toISOString().slice(11, 16)} UTC ${DAY_WORDS[days] ?? String(days)} ${days === 1 ? 'day' : 'days'} before the check-in date`;
  const { refundPercent } = POLICY_RULES[policy];
  const until =
    refundPercent === 100
      ? `Free cancellation until ${when}`
      : `Cancel until ${when} and ${100 - refundPercent} % of the price stays owed`;
  return `${until}; after that the full price stays owed.`;
}

// A module of its own, so that a page showing a deadline alone does not bring these rules.
export { formatDeadline, formatMoment } from './deadline-format';

export const CANCELLATION_POLICY_TERMS: Record<CancellationPolicy, PolicyTerms> = {
  flexible: { ...POLICY_RULES.flexible, summary: /* @__PURE__ */ policySummary('flexible') },
  moderate: { ...POLICY_RULES.moderate, summary: /* @__PURE__ */ policySummary('moderate') },
  strict: { ...POLICY_RULES.strict, summary: /* @__PURE__ */ policySummary('strict') },
};

export interface Refund {
  percent: number;
  refundOre: number;
  totalOre: number;
  /** Set when a host ended a stay already under way: the nights refunded, of all nights. */
  nightsRefunded?: { refunded: number; of: number };
}

/** Who ends the stay, and whether it was still a request the host had not confirmed. */
export type CancelledBy = 'traveller' | 'host';

/**
 * What a cancellation at `at` gives back of a stay costing `totalOre`: the venue's policy for a
 * confirmed stay cancelled by its traveller (up to and including the deadline's instant); all of
 * it when the host cancels or when the stay was only a request. A host who ends a stay already
 * under way (its first night before today, UTC, as for the booking's status) gives back the
 * nights not yet begun, tonight's included, an equal share of the total each: the nights
 * already stayed were had.
 */
export function refundFor(
  policy: CancellationPolicy,
  stay: {
    dateFrom: CalendarDate | string;
    dateTo?: CalendarDate | string;
    totalOre: number;
    requested?: boolean;
  },
  at: Date,
  by: CancelledBy = 'traveller',
): Refund {
  const terms = POLICY_RULES[policy];
  const today = todayUtc(at);
  const from = toCalendarDate(stay.dateFrom);
  if (by === 'host' && !stay.requested && stay.dateTo !== undefined && from < today) {
    const to = toCalendarDate(stay.dateTo);
    const of = daysBetween(from, to);
    const refunded = Math.max(0, daysBetween(today, to));
    return {
      percent: Math.round((refunded * 100) / of),
      refundOre: Math.round((stay.totalOre * refunded) / of),
      totalOre: stay.totalOre,
      nightsRefunded: { refunded, of },
    };
  }
  const percent =
    by === 'host' || stay.requested
      ? 100
      : at.getTime() <= refundDeadline(policy, stay.dateFrom).getTime()
        ? terms.refundPercent
        : 0;
  return {
    percent,
    refundOre: Math.round((stay.totalOre * percent) / 100),
    totalOre: stay.totalOre,
  };
}

/**
 * What the cancel dialog says before the traveller confirms. Nothing was charged (the traveller
 * pays the host at check-in), so it says what they will no longer owe and what stays owed.
 */
export function refundMessage(refund: Refund): string {
  if (refund.totalOre === 0) return 'Nothing is owed for this stay.';
  if (refund.nightsRefunded) {
    const { refunded, of } = refund.nightsRefunded;
    return `No longer owed: ${formatOre(refund.refundOre)} of ${formatOre(refund.totalOre)}, the ${refunded} of ${of} nights not yet begun`;
  }
  const owed = refund.totalOre - refund.refundOre;
  if (owed === 0) return `You will no longer owe ${formatOre(refund.totalOre)}`;
  if (refund.refundOre === 0) {
    return `The full ${formatOre(refund.totalOre)} stays owed to the host under the policy`;
  }
  return `You will no longer owe ${formatOre(refund.refundOre)} of ${formatOre(refund.totalOre)}; ${formatOre(owed)} stays owed to the host under the policy`;
}
