import { describe, expect, it } from 'vitest';

// The domain suite runs once per zone (see the root Vitest config); these prove the zone applies.
const OFFSETS: Record<string, number> = {
  'Pacific/Kiritimati': -14 * 60,
  'America/St_Johns': 3.5 * 60,
};

describe('the time zone of the test run', () => {
  it('is one of the two zones the domain rules must hold in', () => {
    expect(Object.keys(OFFSETS)).toContain(process.env.TZ);
  });

  it('is really in effect for local Dates, not only named in the environment', () => {
    const expected = OFFSETS[process.env.TZ ?? ''];
    // 1 January: St John's is on standard time (UTC−3:30), Kiritimati is always UTC+14.
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(expected);
    expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  });
});
