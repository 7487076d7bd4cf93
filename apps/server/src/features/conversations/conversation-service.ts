import type { Kysely } from 'kysely';
import { messageLimitProblem, type Message } from '@holidaze/domain';
import type { Viewer } from '../../auth/viewer.js';
import type { Database } from '../../db/schema.js';
import { holdRow } from '../../db/hold-row.js';
import { ApiError, forbidden } from '../../http/api-error.js';
import { publishLiveEvents } from '../live/index.js';
import { createConversationRepository, type ConversationPair } from './conversation-repository.js';
import { toMessage } from './conversation-view.js';
import { createProfileBlockRepository } from './profile-block-repository.js';

export const BLOCKED_BY_OTHER =
  'This person has blocked you: you cannot send them messages or booking requests.';
export const BLOCKED_BY_VIEWER = 'You have blocked this person: unblock them to write to them.';

/**
 * Writes a message in the caller's transaction: refused when either side blocked the other or
 * the sender has written too much lately (counted under a lock of the sender's profile row, so
 * parallel sends cannot pass the limit together); then the live event to both sides, each shown
 * the message as they may read it.
 */
export async function sendMessage(
  tx: Kysely<Database>,
  pair: ConversationPair,
  sender: Viewer,
  body: string,
  at: Date,
): Promise<Message> {
  const conversations = createConversationRepository(tx);
  const blocks = createProfileBlockRepository(tx);
  const recipientId = sender.id === pair.guest_id ? pair.host_id : pair.guest_id;
  if (await blocks.blocks(recipientId, sender.id)) throw forbidden(BLOCKED_BY_OTHER);
  if (await blocks.blocks(sender.id, recipientId)) throw forbidden(BLOCKED_BY_VIEWER);
  await holdRow(tx, 'profiles', sender.id).executeTakeFirstOrThrow();
  const problem = messageLimitProblem(await conversations.sentRecently(sender.id, at));
  if (problem) throw new ApiError(429, problem);
  const stored = await conversations.addMessage(pair, sender.id, body, at);
  const confirmed = await conversations.hasConfirmedBooking(pair);
  const row = {
    id: stored.id,
    conversation_id: pair.id,
    sender_id: sender.id,
    sender: sender.name,
    body,
    created_at: stored.created_at,
  };
  await publishLiveEvents(
    tx,
    [sender.id, recipientId].map((profileId) => ({
      profileId,
      event: {
        type: 'message' as const,
        data: { conversationId: pair.id, message: toMessage(row, profileId, confirmed) },
      },
    })),
    at,
  );
  return toMessage(row, sender.id, confirmed);
}

/**
 * A booking or request joins the pair's conversation (opened now when they have none, without
 * a message), so the whole story is in one place and comes first in both inboxes.
 */
export async function joinConversation(
  tx: Kysely<Database>,
  guestId: string,
  venue: { id: string; owner_id: string },
  at: Date,
): Promise<void> {
  if (guestId === venue.owner_id) return;
  const { pair, opened } = await createConversationRepository(tx).openOrFind(guestId, venue, at);
  if (opened) return;
  await tx
    .updateTable('conversations')
    .set((eb) => ({ last_message_at: eb.fn('greatest', ['last_message_at', eb.val(at)]) }))
    .where('id', '=', pair.id)
    .execute();
}
