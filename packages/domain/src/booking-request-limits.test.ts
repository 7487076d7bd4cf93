import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './calendar-date';
import {
  REQUEST_LIMITS,
  REQUEST_LIMIT_MESSAGES,
  requestCooldownEndsAt,
  requestLimitProblem,
} from './booking-request-limits';

const NOW = new Date('2031-05-01T09:00:00.000Z');
const none = { openAtVenue: 0, openTotal: 0, lastRefusal: null };

describe('request limits', () => {
  it('allows a first request', () => {
    expect(requestLimitProblem(none, NOW)).toBeUndefined();
  });

  it('allows one waiting request per venue', () => {
    expect(requestLimitProblem({ ...none, openAtVenue: 1, openTotal: 1 }, NOW)).toBe(
      REQUEST_LIMIT_MESSAGES.openAtVenue,
    );
  });

  it('allows at most five waiting requests in all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (open) => {
        const problem = requestLimitProblem({ ...none, openTotal: open }, NOW);
        expect(problem === REQUEST_LIMIT_MESSAGES.tooManyOpen).toBe(
          open >= REQUEST_LIMITS.openPerTraveller,
        );
      }),
    );
  });

  it('refuses the same venue for seven days after a decline or a lapse, to the millisecond', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('declined' as const, 'expired' as const),
        fc.integer({ min: -30 * DAY_MS, max: 0 }),
        (state, ago) => {
          const at = new Date(NOW.getTime() + ago);
          const problem = requestLimitProblem({ ...none, lastRefusal: { state, at } }, NOW);
          const waiting = -ago < REQUEST_LIMITS.cooldownDays * DAY_MS;
          expect(problem).toBe(
            waiting ? REQUEST_LIMIT_MESSAGES.cooldown(state, requestCooldownEndsAt(at)) : undefined,
          );
        },
      ),
    );
  });

  it('says when the traveller may ask again', () => {
    const declined = { state: 'declined' as const, at: NOW };
    expect(requestLimitProblem({ ...none, lastRefusal: declined }, NOW)).toBe(
      'Your last request for this venue was declined: you can ask again from 2031-05-08 09:00 UTC',
    );
  });
});
