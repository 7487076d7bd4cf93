import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, storeSession, stubApi, USER } from '../../test-support';
import { getUserBookings } from './user-bookings';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('getUserBookings', () => {
  it('reads every page of the bookings, each with its venue, with credentials', async () => {
    storeSession();
    const pages = [
      { data: [booking('a', '2026-05-01', '2026-05-02')], meta: { isLastPage: false } },
      { data: [booking('b', '2026-06-01', '2026-06-02')], meta: { isLastPage: true } },
    ];
    let page = 0;
    const calls = stubApi({
      [`GET /holidaze/profiles/${USER}/bookings`]: () => ({ status: 200, body: pages[page++] }),
    });
    const fetch = vi.mocked(globalThis.fetch);

    const result = await getUserBookings(USER);
    expect(result.map((b) => b.id)).toEqual(['a', 'b']);
    expect(calls).toHaveLength(2);
    const [firstUrl, init] = fetch.mock.calls[0]!;
    expect(String(firstUrl)).toContain('_venue=true');
    expect(String(firstUrl)).toContain('page=1');
    expect(String(fetch.mock.calls[1]![0])).toContain('page=2');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });
});
