import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDateToIso, earliestTodayAnywhere } from '../calendar-date';
import {
  bookingCreateBodySchema,
  bookingUpdateBodySchema,
  calendarDateInput,
  makeBookingCreateBodySchema,
  makeBookingUpdateBodySchema,
} from './booking-schemas';
import { dataOf, issuesOf, messagesAt } from './test-support';

const venueId = '6f1c1a55-1f44-4c9a-9f5e-0d7f1c2a3b4c';
const valid = { dateFrom: '2026-03-01', dateTo: '2026-03-04', guests: 2, venueId };

/** Days from 1970 to 2199, as the booking calendar could hold. */
const dayArb = fc
  .date({
    min: new Date(Date.UTC(1970, 0, 1)),
    max: new Date(Date.UTC(2199, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendarDateInput', () => {
  it('reads a date-time as the day of its nearest UTC midnight', () => {
    expect(dataOf(calendarDateInput.safeParse('2026-03-01T00:00:00.000Z'))).toBe('2026-03-01');
    expect(dataOf(calendarDateInput.safeParse('2026-03-01T23:30:00-02:00'))).toBe('2026-03-02');
    expect(dataOf(calendarDateInput.safeParse(' 2026-03-01 '))).toBe('2026-03-01');
  });

  it.each(['', '2026-02-30', '01/03/2026', 'tomorrow', '2026-03-01T25:00:00Z'])(
    'refuses %j',
    (value) => {
      expect(issuesOf(calendarDateInput.safeParse(value))).toEqual([
        [[], 'Must be a valid date (YYYY-MM-DD or an ISO date-time)'],
      ]);
    },
  );

  it('round-trips every day, as a day and as the wire date-time', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        expect(dataOf(calendarDateInput.safeParse(day))).toBe(day);
        expect(dataOf(calendarDateInput.safeParse(calendarDateToIso(day)))).toBe(day);
      }),
    );
  });
});

describe('bookingCreateBodySchema (api-contract B3)', () => {
  it('accepts the spec payload (ISO strings) and gives calendar days', () => {
    const body = {
      ...valid,
      dateFrom: '2026-03-01T00:00:00.000Z',
      dateTo: '2026-03-04T00:00:00.000Z',
    };
    expect(
      dataOf(bookingCreateBodySchema.safeParse({ ...body, customer: 'eve', id: 'x' })),
    ).toEqual(valid);
  });

  it("refuses a stay of no nights on dateTo: 'Minimum stay 1 night'", () => {
    for (const dateTo of ['2026-03-01', '2026-02-28', '2026-03-01T11:00:00Z']) {
      expect(issuesOf(bookingCreateBodySchema.safeParse({ ...valid, dateTo }))).toEqual([
        [['dateTo'], 'Minimum stay 1 night'],
      ]);
    }
  });

  it('says what is missing', () => {
    expect(issuesOf(bookingCreateBodySchema.safeParse({}))).toEqual([
      [['dateFrom'], 'dateFrom is required'],
      [['dateTo'], 'dateTo is required'],
      [['guests'], 'Guests is required'],
      [['venueId'], 'venueId is required'],
    ]);
  });

  it('limits guests to whole numbers 1..100 given as JSON numbers', () => {
    for (const guests of [0, 101, 1.5, '2']) {
      expect(
        messagesAt(bookingCreateBodySchema.safeParse({ ...valid, guests }), 'guests'),
        String(guests),
      ).toEqual(['Guests must be a whole number between 1 and 100']);
    }
    expect(bookingCreateBodySchema.safeParse({ ...valid, guests: 100 }).success).toBe(true);
  });

  it('lists every problem, without judging the stay on an invalid date', () => {
    const result = bookingCreateBodySchema.safeParse({
      dateFrom: 'soon',
      dateTo: '2026-01-01',
      guests: 2,
      venueId: 'x',
    });
    expect(issuesOf(result)).toEqual([
      [['dateFrom'], 'Must be a valid date (YYYY-MM-DD or an ISO date-time)'],
      [['venueId'], 'Invalid uuid'],
    ]);
  });

  it('checks minimum stay even when another field is wrong', () => {
    const result = bookingCreateBodySchema.safeParse({
      ...valid,
      dateTo: valid.dateFrom,
      guests: 0,
    });
    expect(messagesAt(result, 'dateTo')).toEqual(['Minimum stay 1 night']);
  });

  it('accepts exactly the stays of at least one night', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -30, max: 30 }), (dateFrom, nights) => {
        const dateTo = addDays(dateFrom, nights);
        const result = bookingCreateBodySchema.safeParse({ ...valid, dateFrom, dateTo });
        expect(result.success).toBe(nights >= 1);
      }),
    );
  });
});

describe('makeBookingCreateBodySchema({ earliestDay })', () => {
  const schema = makeBookingCreateBodySchema({ earliestDay: () => '2026-03-01' });

  it("refuses a stay starting before the earliest day: 'dateFrom cannot be in the past'", () => {
    const result = schema.safeParse({ ...valid, dateFrom: '2026-02-28' });
    expect(issuesOf(result)).toEqual([[['dateFrom'], 'dateFrom cannot be in the past']]);
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('asks for the earliest day on every parse, not once', () => {
    let today = '2026-03-01';
    const moving = makeBookingCreateBodySchema({ earliestDay: () => today });
    expect(moving.safeParse(valid).success).toBe(true);
    today = '2026-03-02';
    expect(messagesAt(moving.safeParse(valid), 'dateFrom')).toEqual([
      'dateFrom cannot be in the past',
    ]);
  });

  it("takes a stay starting today in Oslo, sent as the previous day's 23:00Z, at any hour", () => {
    // Through 10 December in Oslo (UTC+1), hour by hour: the server's floor is the date at
    // UTC−12, which reaches 10 December during the evening; the stay must never be "in the past".
    for (let hour = 0; hour < 24; hour += 1) {
      const now = new Date(Date.UTC(2026, 11, 9, 23 + hour));
      const oslo = makeBookingCreateBodySchema({ earliestDay: () => earliestTodayAnywhere(now) });
      const body = {
        ...valid,
        dateFrom: '2026-12-09T23:00:00.000Z',
        dateTo: '2026-12-11T23:00:00.000Z',
      };
      expect(dataOf(oslo.safeParse(body)), now.toISOString()).toMatchObject({
        dateFrom: '2026-12-10',
        dateTo: '2026-12-12',
      });
    }
  });
});

describe('bookingUpdateBodySchema (api-contract B4)', () => {
  it('takes any one of dateFrom, dateTo and guests', () => {
    expect(dataOf(bookingUpdateBodySchema.safeParse({ guests: 3 }))).toEqual({ guests: 3 });
    expect(
      dataOf(bookingUpdateBodySchema.safeParse({ dateTo: '2026-03-09T00:00:00.000Z' })),
    ).toEqual({
      dateTo: '2026-03-09',
    });
  });

  it('needs at least one of them; other keys do not count', () => {
    for (const body of [{}, { venueId, customer: 'eve' }]) {
      expect(issuesOf(bookingUpdateBodySchema.safeParse(body))).toEqual([
        [[], 'You must provide either dateFrom, dateTo, or guests'],
      ]);
    }
  });

  it('checks the dates it is given', () => {
    expect(
      issuesOf(bookingUpdateBodySchema.safeParse({ dateFrom: '2026-03-05', dateTo: '2026-03-05' })),
    ).toEqual([[['dateTo'], 'Minimum stay 1 night']]);
    const schema = makeBookingUpdateBodySchema({ earliestDay: () => '2026-03-01' });
    expect(issuesOf(schema.safeParse({ dateFrom: '2026-02-01' }))).toEqual([
      [['dateFrom'], 'dateFrom cannot be in the past'],
    ]);
    expect(schema.safeParse({ guests: 2 }).success).toBe(true);
  });
});
