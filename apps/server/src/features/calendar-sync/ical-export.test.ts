import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from '../../icalendar/ical-text.js';
import { serializeFeed } from './ical-export.js';

describe('iCalendar export', () => {
  const now = new Date('2026-11-24T01:45:00.000Z');

  it('writes bookings and blocks as all-day events ending on the check-out day, with CRLF lines', () => {
    const text = serializeFeed({
      calendarName: 'Cabin, by the lake',
      now,
      events: [
        {
          uid: 'booking-1@holidaze',
          kind: 'booking',
          dateFrom: '2026-12-01',
          dateTo: '2026-12-04',
        },
        { uid: 'block-7@holidaze', kind: 'block', dateFrom: '2026-12-24', dateTo: '2026-12-26' },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toContain('X-WR-CALNAME:Cabin\\, by the lake');
    expect(lines).toContain('DTSTAMP:20261124T014500Z');
    const first = lines.slice(lines.indexOf('UID:booking-1@holidaze'));
    expect(first.slice(0, 6)).toEqual([
      'UID:booking-1@holidaze',
      'DTSTAMP:20261124T014500Z',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261204',
      'SUMMARY:Reserved',
      'TRANSP:OPAQUE',
    ]);
    expect(lines).toContain('SUMMARY:Not available');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `X-WR-CALNAME:${'å'.repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(long);
  });

  it('escapes TEXT values', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('ends no content line inside a value: a lone CR or LF in a venue name is escaped', () => {
    const text = serializeFeed({
      calendarName: 'Cabin\rBEGIN:VEVENT\nUID:x\r\nSUMMARY:injected (Holidaze)',
      now,
      events: [],
    });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')).toContain(
      'X-WR-CALNAME:Cabin\\nBEGIN:VEVENT\\nUID:x\\nSUMMARY:injected (Holidaze)',
    );
    expect(text.match(/^BEGIN:VEVENT/gm)).toBeNull();
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() =>
      serializeFeed({
        calendarName: 'x',
        now,
        events: [{ uid: 'u', kind: 'block', dateFrom: '2026-1-1', dateTo: '2026-01-02' }],
      }),
    ).toThrow(/not a calendar day/);
  });
});
