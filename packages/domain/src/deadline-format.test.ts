import { describe, expect, it } from 'vitest';
import { formatDeadline, formatMoment } from './deadline-format';

describe('formatMoment', () => {
  const moment = '2031-07-08T10:00:00.000Z';

  it('shows the day, month and time in the reader’s zone', () => {
    expect(formatMoment(moment, { timeZone: 'Europe/Oslo' })).toBe('8 Jul, 12:00');
    expect(formatMoment(moment, { timeZone: 'America/St_Johns' })).toBe('8 Jul, 07:30');
    expect(formatMoment(moment, { timeZone: 'Pacific/Kiritimati' })).toBe('9 Jul, 00:00');
  });

  it('adds the year where it is asked for', () => {
    expect(formatMoment(moment, { year: true, timeZone: 'Europe/Oslo' })).toBe('8 Jul 2031, 12:00');
  });
});

describe('in Norwegian', () => {
  const moment = '2031-07-08T10:00:00.000Z';

  it('writes a moment as Intl does in Norwegian', () => {
    expect(formatMoment(moment, { timeZone: 'Europe/Oslo' }, 'nb')).toBe('8. juli, 12:00');
    expect(formatMoment(moment, { year: true, timeZone: 'Europe/Oslo' }, 'nb')).toBe(
      '8. juli 2031, 12:00',
    );
  });

  it('writes a deadline as Intl does in Norwegian, the zone named', () => {
    expect(formatDeadline(new Date(moment), 'Europe/Oslo', 'nb')).toBe(
      'tir. 08. juli 2031, 12:00 CEST',
    );
    expect(formatDeadline(new Date(moment), 'Europe/Oslo')).toBe('Tue, 08 Jul 2031, 12:00 CEST');
  });
});
