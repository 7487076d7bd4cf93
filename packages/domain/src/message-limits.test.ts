import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './calendar-date';
import {
  MESSAGE_LIMITS,
  MESSAGE_LIMIT_MESSAGES,
  messageLimitProblem,
  newConversationProblem,
} from './message-limits';

const NOW = new Date('2031-05-01T09:00:00.000Z');

describe('message limits', () => {
  it('refuses a message once the minute or the hour is full, and only then', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (lastMinute, lastHour) => {
        const problem = messageLimitProblem({ lastMinute, lastHour });
        if (lastMinute >= MESSAGE_LIMITS.messagesPerMinute) {
          expect(problem).toBe(MESSAGE_LIMIT_MESSAGES.perMinute);
        } else if (lastHour >= MESSAGE_LIMITS.messagesPerHour) {
          expect(problem).toBe(MESSAGE_LIMIT_MESSAGES.perHour);
        } else {
          expect(problem).toBeUndefined();
        }
      }),
    );
  });

  it('lets a new account start fewer conversations a day than an older one', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(40), (ageDays, started) => {
        const accountCreated = new Date(NOW.getTime() - ageDays * DAY_MS);
        const problem = newConversationProblem({ startedLastDay: started, accountCreated }, NOW);
        const limit =
          ageDays < MESSAGE_LIMITS.newAccountDays
            ? MESSAGE_LIMITS.newAccountConversationsPerDay
            : MESSAGE_LIMITS.conversationsPerDay;
        expect(problem === undefined).toBe(started < limit);
      }),
    );
  });

  it('counts an account as new until its seventh day has passed', () => {
    const created = new Date(NOW.getTime() - MESSAGE_LIMITS.newAccountDays * DAY_MS + 1);
    expect(newConversationProblem({ startedLastDay: 3, accountCreated: created }, NOW)).toBe(
      MESSAGE_LIMIT_MESSAGES.newAccount,
    );
    const older = new Date(NOW.getTime() - MESSAGE_LIMITS.newAccountDays * DAY_MS);
    expect(
      newConversationProblem({ startedLastDay: 3, accountCreated: older }, NOW),
    ).toBeUndefined();
  });
});
