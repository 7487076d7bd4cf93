import { DAY_MS } from './calendar-date';

/**
 * How much one person may write (docs/security.md, "Conversations"): messages per minute and
 * per hour, new conversations per day (fewer while the account is new), reports and blocks per
 * day. The server counts what the person did in each window and asks here.
 */
export const MESSAGE_LIMITS = {
  messagesPerMinute: 10,
  messagesPerHour: 120,
  conversationsPerDay: 20,
  newAccountConversationsPerDay: 3,
  /** An account younger than this is new. */
  newAccountDays: 7,
  reportsPerDay: 20,
  blocksPerDay: 30,
} as const;

export const MESSAGE_LIMIT_MESSAGES = {
  perMinute: `You can send at most ${MESSAGE_LIMITS.messagesPerMinute} messages a minute. Please wait a moment.`,
  perHour: `You can send at most ${MESSAGE_LIMITS.messagesPerHour} messages an hour. Please try again later.`,
  conversations: `You can start at most ${MESSAGE_LIMITS.conversationsPerDay} new conversations a day.`,
  newAccount: `A new account can start at most ${MESSAGE_LIMITS.newAccountConversationsPerDay} conversations a day.`,
  reports: `You can report at most ${MESSAGE_LIMITS.reportsPerDay} messages a day.`,
  blocks: `You can block at most ${MESSAGE_LIMITS.blocksPerDay} people a day.`,
} as const;

/** Why a message may not be sent now, given the person's messages of the last minute and hour. */
export function messageLimitProblem(sent: { lastMinute: number; lastHour: number }) {
  if (sent.lastMinute >= MESSAGE_LIMITS.messagesPerMinute) return MESSAGE_LIMIT_MESSAGES.perMinute;
  if (sent.lastHour >= MESSAGE_LIMITS.messagesPerHour) return MESSAGE_LIMIT_MESSAGES.perHour;
  return undefined;
}

/** Why a new conversation may not be started now, given those started in the last 24 hours. */
export function newConversationProblem(
  person: { startedLastDay: number; accountCreated: Date },
  now: Date,
) {
  const isNew =
    now.getTime() - person.accountCreated.getTime() < MESSAGE_LIMITS.newAccountDays * DAY_MS;
  if (isNew && person.startedLastDay >= MESSAGE_LIMITS.newAccountConversationsPerDay) {
    return MESSAGE_LIMIT_MESSAGES.newAccount;
  }
  if (person.startedLastDay >= MESSAGE_LIMITS.conversationsPerDay) {
    return MESSAGE_LIMIT_MESSAGES.conversations;
  }
  return undefined;
}
