import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { loggableUrl, serializeRequest } from './request-log.js';

const FEED_ROUTE = '/api/holidaze/calendar-feeds/:token';

describe('the URL a request line logs', () => {
  it('keeps an ordinary URL as it came', () => {
    const url = '/api/holidaze/venues?limit=12&page=2&sort=created&q=oslo%20cabin';
    expect(loggableUrl(url, '/api/holidaze/venues')).toBe(url);
    expect(loggableUrl('/api/holidaze/venues/1f2e', '/api/holidaze/venues/:id')).toBe(
      '/api/holidaze/venues/1f2e',
    );
  });

  it('never shows a calendar feed token, however the URL is written', () => {
    const cases: [string, string][] = [
      ['/api/holidaze/calendar-feeds/S3CRETtok.ics', FEED_ROUTE],
      ['/api/holidaze/calendar-feeds/S3CRETtok.ics?x=1', FEED_ROUTE],
      ['/%61pi/holidaze/calendar-feeds/S3CRETtok.ics', FEED_ROUTE],
      ['/api/holidaze/calendar%2Dfeeds/S3CRETtok.ics', FEED_ROUTE],
      // A stray slash or segment reaches no route: still redacted.
      ['/api/holidaze/calendar-feeds/S3CRETtok.ics/', 'unmatched'],
      ['/api/holidaze/CALENDAR-FEEDS/S3CRETtok.ics/more', 'unmatched'],
      ['/api/holidaze/calendar-feeds/S3CRET%74ok.ics', FEED_ROUTE],
    ];
    for (const [url, route] of cases) {
      const logged = loggableUrl(url, route);
      expect(logged).not.toMatch(/S3CRET/i);
      expect(logged).toContain('[redacted]');
    }
  });

  it('never shows the value of a query parameter named like a secret', () => {
    expect(loggableUrl('/reset-password?token=abc123def', 'unmatched')).toBe(
      '/reset-password?token=[redacted]',
    );
    expect(loggableUrl('/x?page=2&api_key=k1&accessToken=t1&sig=s1', '/x')).toBe(
      '/x?page=2&api_key=[redacted]&accessToken=[redacted]&sig=[redacted]',
    );
    expect(loggableUrl('/x?%74oken=abc123def', '/x')).not.toContain('abc123def');
  });

  it('hides any token in a feed URL (property)', () => {
    fc.assert(
      fc.property(
        // Z9 first: no part of the path itself can match the token.
        fc.stringMatching(/^Z9[A-Za-z0-9_-]{6,62}$/),
        fc.constantFrom('', '.ics', '.ics/', '/x', '?a=1'),
        (token, tail) => {
          const url = `/api/holidaze/calendar-feeds/${token}${tail}`;
          expect(loggableUrl(url, FEED_ROUTE)).not.toContain(token);
          expect(loggableUrl(url, 'unmatched')).not.toContain(token);
        },
      ),
    );
  });
});

describe('the request serializer of other lines', () => {
  it('redacts a raw request that reached no route too', () => {
    const raw = {
      method: 'GET',
      url: '/api/holidaze/calendar-feeds/Z9secret.ics/',
      socket: { remoteAddress: '203.0.113.9' },
    } as unknown as IncomingMessage;
    expect(serializeRequest(raw)).toEqual({
      method: 'GET',
      url: '/api/holidaze/calendar-feeds/[redacted]',
      remoteAddress: '203.0.113.9',
    });
  });
});
