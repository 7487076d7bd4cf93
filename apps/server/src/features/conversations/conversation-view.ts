import { shownMessageBody, type Conversation, type Message } from '@holidaze/domain';
import type { MediaItem } from '../../db/schema.js';
import type { ConversationRow, MessageRow } from './conversation-repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A message as `viewerId` is shown it: contact details hidden from the other side before a
 * confirmed booking (domain message-privacy.ts). */
export function toMessage(row: MessageRow, viewerId: string, confirmed: boolean): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender,
    body: shownMessageBody(
      { body: row.body, writtenByViewer: row.sender_id === viewerId },
      confirmed,
    ),
    created: iso(row.created_at),
  };
}

function mediaOf(stored: MediaItem[] | string): { url: string; alt: string }[] {
  const items = typeof stored === 'string' ? (JSON.parse(stored) as MediaItem[]) : stored;
  return (items ?? []).map((item) => ({ url: item.url, alt: item.alt }));
}

export function toConversation(row: ConversationRow, viewerId: string): Conversation {
  return {
    id: row.id,
    venue: { id: row.venue_id, name: row.venue_name, media: mediaOf(row.venue_media) },
    other: {
      name: row.other_name,
      avatar: { url: row.other_avatar_url, alt: row.other_avatar_alt },
    },
    role: row.guest_id === viewerId ? 'guest' : 'host',
    booking:
      row.booking_id === null
        ? null
        : {
            id: row.booking_id,
            dateFrom: `${row.booking_date_from}T00:00:00.000Z`,
            dateTo: `${row.booking_date_to}T00:00:00.000Z`,
            guests: row.booking_guests ?? 0,
            status: row.booking_status!,
          },
    lastMessage:
      row.m_id === null
        ? null
        : toMessage(
            {
              id: row.m_id,
              conversation_id: row.id,
              sender_id: row.m_sender_id!,
              sender: row.m_sender!,
              body: row.m_body!,
              created_at: row.m_created_at!,
            },
            viewerId,
            row.confirmed,
          ),
    unread: Number(row.unread),
    blocked: row.blocked,
    created: iso(row.created_at),
    updated: iso(row.last_message_at),
  };
}
