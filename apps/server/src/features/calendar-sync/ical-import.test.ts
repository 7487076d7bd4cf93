import { describe, expect, it } from 'vitest';
import { serializeFeed } from './ical-export.js';
import { MalformedFeedError, parseFeed } from './ical-import.js';

describe('iCalendar import parsing', () => {
  it('reads back what our own export writes, long folded UIDs included', () => {
    const uid = `${'booking-'.repeat(20)}1@holidaze`;
    const text = serializeFeed({
      calendarName: 'Cabin',
      now: new Date('2026-11-24T00:00:00Z'),
      events: [
        { uid, kind: 'booking', dateFrom: '2026-12-01', dateTo: '2026-12-04' },
        { uid: 'block-1@holidaze', kind: 'block', dateFrom: '2026-12-31', dateTo: '2027-01-02' },
      ],
    });
    expect(parseFeed(text)).toEqual([
      { uid, summary: 'Reserved', dateFrom: '2026-12-01', dateTo: '2026-12-04' },
      {
        uid: 'block-1@holidaze',
        summary: 'Not available',
        dateFrom: '2026-12-31',
        dateTo: '2027-01-02',
      },
    ]);
  });

  it('reads an Airbnb-style feed: LF line ends, DATE-TIME starts, no DTEND, nested alarms', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261210',
      'DTEND;VALUE=DATE:20270310',
      'UID:1418fb94e984-a1b2@airbnb.com',
      'SUMMARY:Airbnb (Not available)',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20261205T150000Z',
      'UID:other',
      'BEGIN:VALARM',
      'SUMMARY:alarm',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    expect(parseFeed(text)).toEqual([
      {
        uid: '1418fb94e984-a1b2@airbnb.com',
        summary: 'Airbnb (Not available)',
        dateFrom: '2026-12-10',
        dateTo: '2027-03-10',
      },
      { uid: 'other', summary: '', dateFrom: '2026-12-05', dateTo: '2026-12-06' },
    ]);
  });

  it('refuses a malformed feed as a whole', () => {
    expect(() => parseFeed('<html>Not found</html>')).toThrow(MalformedFeedError);
    expect(() =>
      parseFeed(
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR',
      ),
    ).toThrow(MalformedFeedError);
    expect(() =>
      parseFeed(
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20261201\r\nEND:VEVENT\r\nEND:VCALENDAR',
      ),
    ).toThrow(/no UID/);
    expect(() =>
      parseFeed('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20261201\r\n'),
    ).toThrow(/not closed/);
  });

  it('reads a 2,000-event feed', () => {
    const events = Array.from({ length: 2_000 }, (_, index) => {
      const day = new Date(Date.UTC(2027, 0, 1 + index * 2)).toISOString().slice(0, 10);
      const end = new Date(Date.UTC(2027, 0, 2 + index * 2)).toISOString().slice(0, 10);
      return { uid: `e${index}`, kind: 'block' as const, dateFrom: day, dateTo: end };
    });
    const parsed = parseFeed(serializeFeed({ calendarName: 'x', now: new Date(), events }));
    expect(parsed).toHaveLength(2_000);
    expect(parsed[1_999]).toMatchObject({
      uid: 'e1999',
      dateFrom: events[1_999]!.dateFrom,
      dateTo: events[1_999]!.dateTo,
    });
  });
});
