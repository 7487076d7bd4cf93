import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@holidaze/domain';
import { seededRandom } from '../lib/svg-images/svg-random.js';
import { consecutiveStays, demoStays, staysBetween, type PlannedStay } from './stay-planner.js';

function expectNoOverlapInOrder(stays: PlannedStay[]) {
  for (const [i, stay] of stays.entries()) {
    expect(stay.dateTo > stay.dateFrom).toBe(true);
    const next = stays[i + 1];
    if (next) expect(next.dateFrom >= stay.dateTo).toBe(true);
  }
}

describe('stay planner', () => {
  it('plans consecutive, non-overlapping stays inside the window (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 400 }),
        (seed, days) => {
          const stays = staysBetween(
            seededRandom('t', seed),
            '2026-01-01',
            addDays('2026-01-01', days),
            {
              maxNights: 7,
              maxGap: 10,
            },
          );
          expectNoOverlapInOrder(stays);
          expect(
            stays.every(
              (s) => s.dateFrom >= '2026-01-01' && s.dateTo <= addDays('2026-01-01', days),
            ),
          ).toBe(true);
        },
      ),
    );
  });

  it('plans exactly the asked number of stays', () => {
    const stays = consecutiveStays(seededRandom('t', 1), '2026-01-01', 50, {
      maxNights: 6,
      maxGap: 4,
    });
    expect(stays).toHaveLength(50);
    expectNoOverlapInOrder(stays);
  });

  it('puts one stay across today when asked, and stays on both sides of it', () => {
    for (let seed = 1; seed < 50; seed++) {
      const stays = demoStays(seededRandom('t', seed), '2026-06-15', true);
      expectNoOverlapInOrder(stays);
      expect(
        stays.filter((s) => s.dateFrom <= '2026-06-15' && s.dateTo > '2026-06-15'),
      ).toHaveLength(1);
      expect(stays.some((s) => s.dateTo <= '2026-06-15')).toBe(true);
      expect(stays.some((s) => s.dateFrom > '2026-06-15')).toBe(true);
    }
  });
});
