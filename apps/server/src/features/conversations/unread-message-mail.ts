import { sql, type Kysely } from 'kysely';
import { shownMessageBody } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { claimDue } from '../../jobs/claim-due.js';
import { dueRowJob, type DueRowJobOptions, type Job } from '../../jobs/job-runner.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';
import { createConversationRepository } from './conversation-repository.js';
import { createProfileBlockRepository } from './profile-block-repository.js';

/** A message unread this long is mailed to its recipient. */
export const UNREAD_MAIL_AFTER_MS = 15 * 60_000;
/** At most one such mail per conversation and recipient within this. */
export const UNREAD_MAIL_EVERY_MS = 60 * 60_000;

interface DueMessage {
  id: string;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
}

/**
 * Mails a message left unread for 15 minutes to its recipient (docs/api.md, "Conversations"),
 * at most once an hour per conversation: each message is claimed once (`mail_checked_at`, with
 * SKIP LOCKED: jobs/claim-due.ts), so with several instances each is looked at by one; the
 * conversation's row, locked while its mail is written, keeps when its recipient was last mailed.
 */
export function createUnreadMessageMail(
  options: DueRowJobOptions & { notices: NoticeSettings },
): Job {
  return dueRowJob('unread message mail', options, async (tx, at) => {
    const dueBy = new Date(at.getTime() - UNREAD_MAIL_AFTER_MS);
    const message = await claimDue<DueMessage>(tx, {
      table: 'messages',
      set: sql`mail_checked_at = ${at}`,
      due: sql`read_at IS NULL AND mail_checked_at IS NULL AND created_at <= ${dueBy}`,
      orderBy: sql`created_at`,
      returning: sql`id, conversation_id, sender_id, recipient_id, body`,
    });
    if (!message) return false;
    await mailIfDue(tx, message, at, options.notices);
    return true;
  });
}

async function mailIfDue(
  tx: Kysely<Database>,
  message: DueMessage,
  at: Date,
  notices: NoticeSettings,
): Promise<void> {
  const conversation = await tx
    .selectFrom('conversations as c')
    .innerJoin('venues as v', 'v.id', 'c.venue_id')
    .select([
      'c.id',
      'c.venue_id',
      'c.guest_id',
      'c.host_id',
      'c.guest_mailed_at',
      'c.host_mailed_at',
      'v.name',
    ])
    .where('c.id', '=', message.conversation_id)
    .forUpdate('c')
    .executeTakeFirst();
  if (!conversation) return;
  const toGuest = message.recipient_id === conversation.guest_id;
  const lastMailed = toGuest ? conversation.guest_mailed_at : conversation.host_mailed_at;
  if (lastMailed && at.getTime() - new Date(lastMailed).getTime() < UNREAD_MAIL_EVERY_MS) return;
  if (await createProfileBlockRepository(tx).blocks(message.recipient_id, message.sender_id))
    return;
  const people = await tx
    .selectFrom('profiles')
    .select(['id', 'name', 'email', 'language'])
    .where('id', 'in', [message.recipient_id, message.sender_id])
    .execute();
  const recipient = people.find((p) => p.id === message.recipient_id);
  const sender = people.find((p) => p.id === message.sender_id);
  if (!recipient || !sender) return;
  const confirmed = await createConversationRepository(tx).hasConfirmedBooking(conversation);
  await createNotifier(tx, notices).tellAboutUnreadMessage(
    recipient,
    {
      conversationId: conversation.id,
      sender: sender.name,
      venueName: conversation.name,
      body: shownMessageBody({ body: message.body, writtenByViewer: false }, confirmed),
    },
    at,
  );
  await tx
    .updateTable('conversations')
    .set(toGuest ? { guest_mailed_at: at } : { host_mailed_at: at })
    .where('id', '=', conversation.id)
    .execute();
}
