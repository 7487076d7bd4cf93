import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/api';
import { recordApiCalls, server } from '../../../../test/server';
import { booking, storeSession, USER } from '../../test-support';
import { getUserBookings } from './user-bookings';

describe('getUserBookings', () => {
  it('reads every page of the bookings, each with its venue, with credentials', async () => {
    storeSession();
    const pages = [
      { data: [booking('a', '2026-05-01', '2026-05-02')], meta: { isLastPage: false } },
      { data: [booking('b', '2026-06-01', '2026-06-02')], meta: { isLastPage: true } },
    ];
    let page = 0;
    server.use(
      http.get(api(`/holidaze/profiles/${USER}/bookings`), () => HttpResponse.json(pages[page++])),
    );
    const calls = recordApiCalls();

    const result = await getUserBookings(USER);
    expect(result.map((b) => b.id)).toEqual(['a', 'b']);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url.searchParams.get('_venue')).toBe('true');
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
    expect(calls[1]!.url.searchParams.get('page')).toBe('2');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
