import { addDays } from '@holidaze/domain';
import type { Random } from '../lib/svg-images/svg-random.js';

export interface PlannedStay {
  dateFrom: string;
  dateTo: string;
}

export interface StayShape {
  /** Longest stay in nights (at least 1). */
  maxNights: number;
  /** Longest gap in days between one check-out and the next check-in (0: same-day turnover). */
  maxGap: number;
  /** Chance of a gap of 0: a guest arriving on the day the previous one leaves. */
  turnoverChance?: number;
}

/**
 * Consecutive stays on one venue, each starting on or after the previous check-out: half-open
 * stays that never overlap, so the exclusion constraint accepts them all.
 */
export function staysBetween(
  random: Random,
  from: string,
  until: string,
  shape: StayShape,
): PlannedStay[] {
  const stays: PlannedStay[] = [];
  let cursor = addDays(from, random.int(0, shape.maxGap));
  for (;;) {
    const dateTo = addDays(cursor, random.int(1, shape.maxNights));
    if (dateTo > until) return stays;
    stays.push({ dateFrom: cursor, dateTo });
    const gap = random.next() < (shape.turnoverChance ?? 0.15) ? 0 : random.int(1, shape.maxGap);
    cursor = addDays(dateTo, gap);
  }
}

/** Exactly `count` consecutive stays from `from`, for bulk data. */
export function consecutiveStays(
  random: Random,
  from: string,
  count: number,
  shape: StayShape,
): PlannedStay[] {
  const stays: PlannedStay[] = [];
  let cursor = from;
  for (let i = 0; i < count; i++) {
    const dateTo = addDays(cursor, random.int(1, shape.maxNights));
    stays.push({ dateFrom: cursor, dateTo });
    cursor = addDays(
      dateTo,
      random.next() < (shape.turnoverChance ?? 0.15) ? 0 : random.int(1, shape.maxGap),
    );
  }
  return stays;
}

/**
 * A venue's stays around `today`: some past, optionally one in progress, some upcoming.
 */
export function demoStays(random: Random, today: string, withOngoing: boolean): PlannedStay[] {
  const shape: StayShape = { maxNights: 7, maxGap: 18 };
  const start = addDays(today, -random.int(60, 120));
  const end = addDays(today, random.int(90, 180));
  if (!withOngoing) return staysBetween(random, start, end, shape);
  const ongoing = {
    dateFrom: addDays(today, -random.int(0, 3)),
    dateTo: addDays(today, random.int(1, 5)),
  };
  return [
    ...staysBetween(random, start, ongoing.dateFrom, shape),
    ongoing,
    ...staysBetween(random, ongoing.dateTo, end, shape),
  ];
}
