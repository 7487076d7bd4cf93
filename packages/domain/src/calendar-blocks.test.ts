import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { BLOCK_IN_PAST_MESSAGE, blockStartProblem } from './calendar-blocks';

describe('blockStartProblem', () => {
  it('refuses a block that starts before today, and takes one from today on', () => {
    expect(blockStartProblem('2031-03-09', '2031-03-10')).toBe(BLOCK_IN_PAST_MESSAGE);
    expect(blockStartProblem('2031-03-10', '2031-03-10')).toBeUndefined();
    expect(blockStartProblem('2031-03-11', '2031-03-10')).toBeUndefined();
  });

  it('refuses exactly the days before today, across months and years', () => {
    fc.assert(
      fc.property(fc.integer({ min: -800, max: 800 }), (offset) => {
        const today = '2030-12-31';
        const refused = blockStartProblem(addDays(today, offset), today) !== undefined;
        expect(refused).toBe(offset < 0);
      }),
    );
  });
});
