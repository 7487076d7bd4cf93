import { describe, expect, it } from 'vitest';
import { monthName, monthWeeks, shiftMonth } from './month-days';

describe('the host calendar month', () => {
  it('starts weeks on Monday and marks booked and blocked nights, not check-out days', () => {
    const booking = {
      id: 'b',
      reference: 'REF-1',
      dateFrom: '2031-05-02T00:00:00.000Z',
      dateTo: '2031-05-04T00:00:00.000Z',
      nights: 2,
      guests: 2,
      status: 'confirmed' as const,
      customer: { name: 'ann' },
    };
    const block = {
      id: 'k',
      dateFrom: '2031-05-04T00:00:00.000Z',
      dateTo: '2031-05-05T00:00:00.000Z',
      note: null,
      source: 'host' as const,
      feedId: null,
      summary: null,
      conflict: false,
    };
    const weeks = monthWeeks('2031-05', [booking], [block]);
    // 1 May 2031 is a Thursday: three empty cells first.
    expect(weeks[0]!.slice(0, 4).map((cell) => cell?.day ?? null)).toEqual([
      null,
      null,
      null,
      '2031-05-01',
    ]);
    const days = weeks.flat().filter((cell) => cell !== null);
    expect(days).toHaveLength(31);
    expect(days.filter((d) => d.booking).map((d) => d.day)).toEqual(['2031-05-02', '2031-05-03']);
    expect(days.filter((d) => d.block).map((d) => d.day)).toEqual(['2031-05-04']);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves across years and names the month', () => {
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
    expect(monthName('2031-05')).toBe('May 2031');
  });
});
