import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatGroupedNumber,
  formatInstantDate,
  formatNok,
  formatRevenue,
} from './format';

describe('formatDisplayDate', () => {
  it("shows 'EEE, dd MMM yyyy' of the calendar day", () => {
    expect(formatDisplayDate('2026-01-05')).toBe('Mon, 05 Jan 2026');
    expect(formatDisplayDate('2026-12-31')).toBe('Thu, 31 Dec 2026');
    expect(formatDisplayDate('2024-02-29')).toBe('Thu, 29 Feb 2024');
  });

  it('shows the same day for the wire format, in every zone', () => {
    expect(formatDisplayDate('2026-01-05T00:00:00.000Z')).toBe('Mon, 05 Jan 2026');
    expect(formatDisplayDate('2026-01-05T11:59:59.999Z')).toBe('Mon, 05 Jan 2026');
    // A Noroff client in Oslo sends the local midnight of the day it means.
    expect(formatDisplayDate('2026-01-04T23:00:00.000Z')).toBe('Mon, 05 Jan 2026');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDisplayDate('soon')).toThrow(RangeError);
  });
});

describe('formatInstantDate', () => {
  // The domain suite runs in Pacific/Kiritimati (UTC+14) and America/St_Johns (UTC−3:30).
  const east = process.env.TZ === 'Pacific/Kiritimati';

  it("shows the day an instant falls on in the viewer's zone, not the nearest UTC midnight", () => {
    // Thursday 26 November, 15:00 UTC: Friday morning in Kiritimati, Thursday noon in St John's.
    expect(formatInstantDate('2026-11-26T15:00:00.000Z')).toBe(
      east ? 'Fri, 27 Nov 2026' : 'Thu, 26 Nov 2026',
    );
    // 11:00 UTC: already Friday in Kiritimati, though the nearest UTC midnight is Thursday's.
    expect(formatInstantDate('2026-11-26T11:00:00.000Z')).toBe(
      east ? 'Fri, 27 Nov 2026' : 'Thu, 26 Nov 2026',
    );
    // 02:00 UTC: still Wednesday evening in St John's.
    expect(formatInstantDate(new Date('2026-11-26T02:00:00.000Z'))).toBe(
      east ? 'Thu, 26 Nov 2026' : 'Wed, 25 Nov 2026',
    );
  });

  it('is the local calendar day of every instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (date) => {
          const local = new Date(date.getFullYear(), date.getMonth(), date.getDate());
          const day = `${String(local.getFullYear())}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
          expect(formatInstantDate(date.toISOString())).toBe(formatDisplayDate(day));
        },
      ),
    );
  });

  it('refuses a value that is not an instant', () => {
    expect(() => formatInstantDate('soon')).toThrow(RangeError);
  });
});

describe('formatGroupedNumber', () => {
  const intl = (value: number, max: number, min = 0) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(value);
  const places = fc.constantFrom([0, 0], [2, 0], [2, 2], [3, 0]);

  it('writes what Intl.NumberFormat writes, for any number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e22 }), places, (value, [max, min]) => {
        expect(formatGroupedNumber(value, max!, min)).toBe(intl(value, max!, min));
      }),
      { numRuns: 300 },
    );
  });

  it('writes what Intl.NumberFormat writes for prices, øre and halves', () => {
    const price = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 0, max: 1_000_000_000 }).map((ore) => ore / 100),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000 + 0.0005),
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 8),
    );
    fc.assert(
      fc.property(price, places, (value, [max, min]) => {
        expect(formatGroupedNumber(value, max!, min)).toBe(intl(value, max!, min));
      }),
      { numRuns: 800 },
    );
  });

  it('rounds half away from zero and carries into the whole part', () => {
    expect(formatGroupedNumber(999.995, 2)).toBe(intl(999.995, 2));
    expect(formatGroupedNumber(999_999.5, 0)).toBe('1,000,000');
    expect(formatGroupedNumber(1.005, 2)).toBe(intl(1.005, 2));
    expect(formatGroupedNumber(0.5, 0)).toBe('1');
    expect(formatGroupedNumber(2.5, 0)).toBe('3');
    expect(formatGroupedNumber(1234.5, 2, 2)).toBe('1,234.50');
    expect(formatGroupedNumber(-0, 2)).toBe('-0');
    expect(formatGroupedNumber(-1234.5, 2)).toBe('-1,234.5');
  });
});

describe('formatNok', () => {
  it.each([
    [1250, 'NOK 1,250'],
    [0, 'NOK 0'],
    [1234567, 'NOK 1,234,567'],
    [899.5, 'NOK 899.5'],
  ])('shows kroner with thousands separators: %d is %s', (amount, shown) => {
    expect(formatNok(amount)).toBe(shown);
  });
});

describe('formatRevenue', () => {
  it.each([
    // Whole kroner with thousands separators below a million.
    [0, 'NOK 0'],
    [950, 'NOK 950'],
    [12345.6, 'NOK 12,346'],
    [812_400, 'NOK 812,400'],
    [999_994, 'NOK 999,994'],
    // Millions with two decimals and M from a million, never as thousands.
    [3_013_200, 'NOK 3.01 M'],
    [999_995, 'NOK 1.00 M'],
    [1_000_000, 'NOK 1.00 M'],
    [1_234_567_890, 'NOK 1,234.57 M'],
  ])('shows %d as %s', (amount, shown) => {
    expect(formatRevenue(amount)).toBe(shown);
  });
});

describe('in Norwegian', () => {
  const nbDay = new Intl.DateTimeFormat('nb', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const nbLocalDay = new Intl.DateTimeFormat('nb', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const days = fc.date({
    min: new Date('1990-01-01'),
    max: new Date('2090-01-01'),
    noInvalidDate: true,
  });

  it('writes a calendar day as Intl does: man. 5. jan. 2026', () => {
    expect(formatDisplayDate('2026-01-05', 'nb')).toBe('man. 5. jan. 2026');
    expect(formatDisplayDate('2026-03-07', 'nb')).toBe('lør. 7. mars 2026');
    expect(formatDisplayDate('2026-12-10', 'nb')).toBe('tor. 10. des. 2026');
    fc.assert(
      fc.property(days, (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(formatDisplayDate(day, 'nb')).toBe(nbDay.format(new Date(`${day}T00:00:00Z`)));
      }),
      { numRuns: 400 },
    );
  });

  it("writes an instant's local day as Intl does", () => {
    fc.assert(
      fc.property(days, (date) => {
        expect(formatInstantDate(date.toISOString(), 'nb')).toBe(nbLocalDay.format(date));
      }),
      { numRuns: 400 },
    );
  });

  const intl = (value: number, max: number, min = 0) =>
    new Intl.NumberFormat('nb', { minimumFractionDigits: min, maximumFractionDigits: max }).format(
      value,
    );
  const places = fc.constantFrom([0, 0], [2, 0], [2, 2], [3, 0]);

  it('groups with a no-break space and writes a decimal comma, as Intl does', () => {
    expect(formatGroupedNumber(1234567.5, 2, 0, 'nb')).toBe('1\u00a0234\u00a0567,5');
    expect(formatGroupedNumber(-1234.5, 2, 0, 'nb')).toBe(intl(-1234.5, 2));
    const price = fc.oneof(
      fc.double({ min: 0, max: 1e22 }),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 0, max: 1_000_000_000 }).map((ore) => ore / 100),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(price, places, (value, [max, min]) => {
        expect(formatGroupedNumber(value, max!, min, 'nb')).toBe(intl(value, max!, min));
      }),
      { numRuns: 800 },
    );
  });

  it('writes kroner after the amount, øre with two decimals: 9 450 kr, 4 725,50 kr', () => {
    expect(formatNok(9450, 'nb')).toBe('9\u00a0450\u00a0kr');
    expect(formatNok(4725.5, 'nb')).toBe('4\u00a0725,50\u00a0kr');
    expect(formatNok(0, 'nb')).toBe('0\u00a0kr');
    const nok = (amount: number, fraction: number) =>
      new Intl.NumberFormat('nb', {
        style: 'currency',
        currency: 'NOK',
        minimumFractionDigits: fraction,
        maximumFractionDigits: fraction,
      }).format(amount);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (ore) => {
        expect(formatNok(ore / 100, 'nb')).toBe(nok(ore / 100, ore % 100 === 0 ? 0 : 2));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    [0, '0\u00a0kr'],
    [812_400, '812\u00a0400\u00a0kr'],
    [999_994, '999\u00a0994\u00a0kr'],
    [3_013_200, '3,01\u00a0mill.\u00a0kr'],
    [999_995, '1,00\u00a0mill.\u00a0kr'],
    [1_234_567_890, '1\u00a0234,57\u00a0mill.\u00a0kr'],
  ])('shows revenue %d as %s', (amount, shown) => {
    expect(formatRevenue(amount, 'nb')).toBe(shown);
  });
});
