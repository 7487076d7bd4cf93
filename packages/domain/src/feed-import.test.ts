import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate } from './calendar-date';
import { clipToFeedWindow, FEED_IMPORT_LIMITS, feedImportWindow } from './feed-import';
import { staysOverlap } from './stay';
import { calendarDateArb } from './test-arbitraries';

describe('the nights a feed import keeps', () => {
  const window = feedImportWindow('2027-03-10');

  it('covers today up to the booking horizon', () => {
    expect(window).toEqual({ dateFrom: '2027-03-10', dateTo: addDays('2027-03-10', 501) });
    expect(FEED_IMPORT_LIMITS.horizonDays).toBe(500);
  });

  it('drops the past and the far future, and cuts what spans them', () => {
    expect(clipToFeedWindow({ dateFrom: '2027-01-01', dateTo: '2027-03-10' }, window)).toBe(
      undefined,
    );
    expect(clipToFeedWindow({ dateFrom: window.dateTo, dateTo: '9999-12-31' }, window)).toBe(
      undefined,
    );
    expect(clipToFeedWindow({ dateFrom: '9999-12-31' }, window)).toBe(undefined);
    expect(clipToFeedWindow({ dateFrom: '1900-01-01', dateTo: '9999-12-31' }, window)).toEqual(
      window,
    );
    expect(clipToFeedWindow({ dateFrom: '2027-04-01' }, window)).toEqual({
      dateFrom: '2027-04-01',
      dateTo: '2027-04-02',
    });
    expect(clipToFeedWindow({ dateFrom: '2027-04-01', dateTo: '2027-04-01' }, window)?.dateTo).toBe(
      '2027-04-02',
    );
  });

  it('keeps exactly the nights an event shares with the window', () => {
    fc.assert(
      fc.property(
        calendarDateArb,
        calendarDateArb,
        fc.integer({ min: 0, max: 2000 }),
        (today, dateFrom, nights) => {
          const range = feedImportWindow(today);
          const dateTo = addDays(dateFrom, nights);
          fc.pre(isCalendarDate(dateTo));
          const kept = clipToFeedWindow({ dateFrom, dateTo }, range);
          const event = { dateFrom, dateTo: nights === 0 ? addDays(dateFrom, 1) : dateTo };
          if (!staysOverlap(event, range)) {
            expect(kept).toBeUndefined();
            return;
          }
          expect(kept).toBeDefined();
          expect(kept!.dateFrom < kept!.dateTo).toBe(true);
          expect(kept!.dateFrom >= range.dateFrom && kept!.dateTo <= range.dateTo).toBe(true);
          expect(kept!.dateFrom >= event.dateFrom && kept!.dateTo <= event.dateTo).toBe(true);
          // Nothing shared is lost: the kept part reaches each edge it can.
          expect(kept!.dateFrom).toBe(
            event.dateFrom > range.dateFrom ? event.dateFrom : range.dateFrom,
          );
          expect(kept!.dateTo).toBe(event.dateTo < range.dateTo ? event.dateTo : range.dateTo);
        },
      ),
    );
  });
});
