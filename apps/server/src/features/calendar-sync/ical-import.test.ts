import { addDays } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { serializeFeed } from './ical-export.js';
import { MalformedFeedError, OversizedFeedError, parseFeed } from './ical-import.js';

const TODAY = '2027-03-01';
const parse = (text: string) => parseFeed(text, { today: TODAY });
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const nights = (events: { uid: string; dateFrom: string; dateTo: string }[]) =>
  events.map(({ uid, dateFrom, dateTo }) => [uid, dateFrom, dateTo]);

describe('iCalendar import parsing', () => {
  it('reads back what our own export writes, long folded UIDs included', async () => {
    const uid = `${'booking-'.repeat(20)}1@holidaze`;
    const text = serializeFeed({
      calendarName: 'Cabin',
      now: new Date('2027-02-24T00:00:00Z'),
      events: [
        { uid, kind: 'booking', dateFrom: '2027-03-01', dateTo: '2027-03-04' },
        { uid: 'block-1@holidaze', kind: 'block', dateFrom: '2027-12-31', dateTo: '2028-01-02' },
      ],
    });
    expect(await parse(text)).toEqual([
      { uid, summary: 'Reserved', dateFrom: '2027-03-01', dateTo: '2027-03-04' },
      {
        uid: 'block-1@holidaze',
        summary: 'Not available',
        dateFrom: '2027-12-31',
        dateTo: '2028-01-02',
      },
    ]);
  });

  it("reads an Airbnb feed: LF line ends, rolling 'Not available', reservations with notes", async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      'CALSCALE:GREGORIAN',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTEND;VALUE=DATE:20270310',
      'DTSTART;VALUE=DATE:20270305',
      'UID:1418fb94e984-1f7f1a0b2b3a@airbnb.com',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/de',
      ' tails/HMABCDEF\\nPhone Number (Last 4 Digits): 1234',
      'SUMMARY:Reserved',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTEND;VALUE=DATE:20280301',
      'DTSTART;VALUE=DATE:20270201',
      'UID:7f1e2d3c4b5a-0f1e2d3c4b5a@airbnb.com',
      'SUMMARY:Airbnb (Not available)',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    expect(await parse(text)).toEqual([
      {
        uid: '1418fb94e984-1f7f1a0b2b3a@airbnb.com',
        summary: 'Reserved',
        dateFrom: '2027-03-05',
        dateTo: '2027-03-10',
      },
      // Started in the past: only tonight onwards matters.
      {
        uid: '7f1e2d3c4b5a-0f1e2d3c4b5a@airbnb.com',
        summary: 'Airbnb (Not available)',
        dateFrom: TODAY,
        dateTo: '2028-03-01',
      },
    ]);
  });

  it('reads a Booking.com feed: a cancelled reservation takes no nights', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//admin.booking.com//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      ...event(
        'UID:7a1b2c3d4e5f@booking.com',
        'DTSTAMP:20270220T101010Z',
        'DTSTART;VALUE=DATE:20270401',
        'DTEND;VALUE=DATE:20270404',
        'SUMMARY:CLOSED - Not available',
      ),
      ...event(
        'UID:8b2c3d4e5f6a@booking.com',
        'DTSTAMP:20270220T101010Z',
        'DTSTART;VALUE=DATE:20270410',
        'DTEND;VALUE=DATE:20270414',
        'STATUS:CANCELLED',
        'SUMMARY:CLOSED - Not available',
      ),
      'END:VCALENDAR',
    ].join('\r\n');
    expect(nights(await parse(text))).toEqual([
      ['7a1b2c3d4e5f@booking.com', '2027-04-01', '2027-04-04'],
    ]);
  });

  it('reads a Google Calendar feed: zones, repeats, moved and cancelled occurrences, durations', async () => {
    const text = calendar(
      'X-WR-CALNAME:Cabin',
      'X-WR-TIMEZONE:Europe/Oslo',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Oslo',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
      // A stay written in the venue's zone: check-in 15:00, check-out 11:00.
      ...event(
        'UID:stay@google.com',
        'DTSTART;TZID=Europe/Oslo:20270510T150000',
        'DTEND;TZID=Europe/Oslo:20270512T110000',
        'SUMMARY:Family',
      ),
      // Google writes most times in UTC: 23:30Z on 19 May is 20 May in Oslo.
      ...event(
        'UID:late@google.com',
        'DTSTART:20270519T233000Z',
        'DTEND:20270522T090000Z',
        'SUMMARY:Late arrival',
      ),
      // Three nights given as a duration, not an end.
      ...event('UID:duration@google.com', 'DTSTART;VALUE=DATE:20270601', 'DURATION:P3D'),
      // Every Friday night for four weeks, the second week skipped, the third moved to Saturday.
      ...event(
        'UID:weekly@google.com',
        'DTSTART;TZID=Europe/Oslo:20270702T180000',
        'DTEND;TZID=Europe/Oslo:20270703T100000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Europe/Oslo:20270709T180000',
        'SUMMARY:Weekend',
      ),
      ...event(
        'UID:weekly@google.com',
        'RECURRENCE-ID;TZID=Europe/Oslo:20270716T180000',
        'DTSTART;TZID=Europe/Oslo:20270717T180000',
        'DTEND;TZID=Europe/Oslo:20270718T100000',
        'SUMMARY:Weekend (moved)',
      ),
      // A repeating event whose fourth occurrence was cancelled.
      ...event(
        'UID:daily@google.com',
        'DTSTART;VALUE=DATE:20270801',
        'DTEND;VALUE=DATE:20270802',
        'RRULE:FREQ=DAILY;UNTIL=20270804',
      ),
      ...event(
        'UID:daily@google.com',
        'RECURRENCE-ID;VALUE=DATE:20270803',
        'DTSTART;VALUE=DATE:20270803',
        'DTEND;VALUE=DATE:20270804',
        'STATUS:CANCELLED',
      ),
      // A cancelled series takes nothing at all.
      ...event(
        'UID:gone@google.com',
        'DTSTART;VALUE=DATE:20270901',
        'RRULE:FREQ=DAILY;COUNT=5',
        'STATUS:CANCELLED',
      ),
    );
    const events = await parse(text);
    expect(nights(events)).toEqual([
      ['stay@google.com', '2027-05-10', '2027-05-12'],
      ['late@google.com', '2027-05-20', '2027-05-22'],
      ['duration@google.com', '2027-06-01', '2027-06-04'],
      ['weekly@google.com#2027-07-02T18:00:00', '2027-07-02', '2027-07-03'],
      ['weekly@google.com#2027-07-16T18:00:00', '2027-07-17', '2027-07-18'],
      ['weekly@google.com#2027-07-23T18:00:00', '2027-07-23', '2027-07-24'],
      ['daily@google.com#2027-08-01', '2027-08-01', '2027-08-02'],
      ['daily@google.com#2027-08-02', '2027-08-02', '2027-08-03'],
      ['daily@google.com#2027-08-04', '2027-08-04', '2027-08-05'],
    ]);
    expect(events.find((e) => e.dateFrom === '2027-07-17')?.summary).toBe('Weekend (moved)');
  });

  it('expands a repeat without end only up to the booking horizon, and drops past ones', async () => {
    const events = await parse(
      calendar(
        ...event(
          'UID:cleaning',
          'DTSTART;VALUE=DATE:20260105',
          'RRULE:FREQ=WEEKLY;BYDAY=TU',
          'SUMMARY:Cleaning',
        ),
      ),
    );
    expect(events[0]?.dateFrom).toBe('2027-03-02');
    expect(events.every((e) => e.dateTo <= addDays(TODAY, 501))).toBe(true);
    expect(events.at(-1)!.dateFrom > addDays(TODAY, 494)).toBe(true);
    expect(events).toHaveLength(72);
  });

  it('refuses a feed naming a day the database would refuse, without quoting the feed', async () => {
    for (const day of ['DTSTART;VALUE=DATE:20270230', 'DTSTART;VALUE=DATE:00000101']) {
      await expect(parse(calendar(...event('UID:x', day)))).rejects.toThrow(
        new MalformedFeedError('an event names a day that does not exist or is out of range'),
      );
    }
    const farEnd = await parse(
      calendar(...event('UID:x', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:99991231')),
    );
    expect(nights(farEnd)).toEqual([['x', '2027-03-10', addDays(TODAY, 501)]]);
    expect(await parse(calendar(...event('UID:y', 'DTSTART;VALUE=DATE:99991231')))).toEqual([]);
    await expect(
      parse(
        calendar(...event('UID:z', 'DTSTART;VALUE=DATE:20270310', 'RDATE;VALUE=DATE:20270231')),
      ),
    ).rejects.toThrow(MalformedFeedError);
  });

  it('refuses a malformed feed as a whole', async () => {
    await expect(parse('<html>Not found</html>')).rejects.toThrow(MalformedFeedError);
    await expect(
      parse(
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2026\r\nUID:x\r\nEND:VEVENT\r\nEND:VCALENDAR',
      ),
    ).rejects.toThrow(MalformedFeedError);
    await expect(
      parse('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20271201\r\nEND:VEVENT\r\nEND:VCALENDAR'),
    ).rejects.toThrow(/no UID/);
    await expect(
      parse('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20271201\r\n'),
    ).rejects.toThrow(MalformedFeedError);
  });

  it('refuses a feed over the limits: too many events ahead, too many in all, endless repeats', async () => {
    const daily = (count: number, from = TODAY) =>
      Array.from({ length: count }, (_, i) =>
        event(`UID:e${i}`, `DTSTART;VALUE=DATE:${addDays(from, i % 400).replaceAll('-', '')}`),
      ).flat();
    expect(await parse(calendar(...daily(1_000)))).toHaveLength(1_000);
    await expect(parse(calendar(...daily(1_001)))).rejects.toThrow(
      new OversizedFeedError('the feed lists more than 1000 events in the next 500 days'),
    );
    // Past events cost nothing but their text, up to the number a feed may hold.
    expect(await parse(calendar(...daily(10_000, '2000-01-01')))).toEqual([]);
    await expect(parse(calendar(...daily(10_001, '2000-01-01')))).rejects.toThrow(
      OversizedFeedError,
    );
    await expect(
      parse(calendar(...event('UID:s', 'DTSTART:20000101T000000Z', 'RRULE:FREQ=MINUTELY'))),
    ).rejects.toThrow(new OversizedFeedError('the feed repeats its events too often to be read'));
  });
});
