import { sql, type Kysely } from 'kysely';
import type { BookingState } from '@holidaze/domain';
import type { Database, MediaItem } from '../../db/schema.js';
import { countRows, hasRow } from '../../db/row-counts.js';

/** A conversation as the repository returns it, seen by one viewer. */
export interface ConversationRow {
  id: string;
  venue_id: string;
  guest_id: string;
  host_id: string;
  created_at: Date;
  last_message_at: Date;
  venue_name: string;
  venue_media: MediaItem[] | string;
  other_id: string;
  other_name: string;
  other_avatar_url: string;
  other_avatar_alt: string;
  booking_id: string | null;
  booking_date_from: string | null;
  booking_date_to: string | null;
  booking_guests: number | null;
  booking_status: BookingState | null;
  confirmed: boolean;
  m_id: string | null;
  m_sender_id: string | null;
  m_sender: string | null;
  m_body: string | null;
  m_created_at: Date | null;
  unread: string | number;
  blocked: boolean;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  sender: string;
  body: string;
  created_at: Date;
}

/** The pair of a conversation: who wrote to whom about which venue. */
export interface ConversationPair {
  id: string;
  venue_id: string;
  guest_id: string;
  host_id: string;
}

/**
 * Conversations and their messages (migration 019). Every read takes the viewer and finds only
 * conversations they are a side of, so someone else's reads as missing.
 */
export function createConversationRepository(db: Kysely<Database>) {
  /** The viewer's conversations among `ids`, with what the inbox shows of each. */
  async function detailsFor(viewerId: string, ids: readonly string[]): Promise<ConversationRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<ConversationRow>`
      SELECT c.id, c.venue_id, c.guest_id, c.host_id, c.created_at, c.last_message_at,
        v.name AS venue_name, v.media AS venue_media,
        o.id AS other_id, o.name AS other_name, o.avatar_url AS other_avatar_url,
        o.avatar_alt AS other_avatar_alt,
        b.id AS booking_id, b.date_from AS booking_date_from, b.date_to AS booking_date_to,
        b.guests AS booking_guests, b.status AS booking_status,
        EXISTS (SELECT 1 FROM bookings cb WHERE cb.customer_id = c.guest_id
          AND cb.venue_id = c.venue_id AND cb.status = 'confirmed') AS confirmed,
        m.id AS m_id, m.sender_id AS m_sender_id, s.name AS m_sender, m.body AS m_body,
        m.created_at AS m_created_at,
        (SELECT count(*) FROM messages u WHERE u.recipient_id = ${viewerId}
          AND u.conversation_id = c.id AND u.read_at IS NULL) AS unread,
        EXISTS (SELECT 1 FROM profile_blocks pb WHERE pb.blocker_id = ${viewerId}
          AND pb.blocked_id = o.id) AS blocked
      FROM conversations c
      JOIN venues v ON v.id = c.venue_id
      JOIN profiles o ON o.id = CASE WHEN c.guest_id = ${viewerId} THEN c.host_id ELSE c.guest_id END
      LEFT JOIN LATERAL (
        SELECT id, date_from, date_to, guests, status FROM bookings
        WHERE customer_id = c.guest_id AND venue_id = c.venue_id
        ORDER BY created_at DESC, id DESC LIMIT 1) b ON true
      LEFT JOIN LATERAL (
        SELECT id, sender_id, body, created_at FROM messages
        WHERE conversation_id = c.id ORDER BY seq DESC LIMIT 1) m ON true
      LEFT JOIN profiles s ON s.id = m.sender_id
      WHERE c.id IN (${sql.join(ids)})
        AND (c.guest_id = ${viewerId} OR c.host_id = ${viewerId})`.execute(db);
    return rows;
  }

  return {
    detailsFor,

    /** The conversation when the viewer is a side of it. */
    async findFor(viewerId: string, id: string): Promise<ConversationPair | undefined> {
      return db
        .selectFrom('conversations')
        .select(['id', 'venue_id', 'guest_id', 'host_id'])
        .where('id', '=', id)
        .where((eb) => eb.or([eb('guest_id', '=', viewerId), eb('host_id', '=', viewerId)]))
        .executeTakeFirst();
    },

    /** The traveller's conversation about the venue, opened now when there is none. */
    async openOrFind(
      guestId: string,
      venue: { id: string; owner_id: string },
      at: Date,
    ): Promise<{ pair: ConversationPair; opened: boolean }> {
      const inserted = await db
        .insertInto('conversations')
        .values({
          venue_id: venue.id,
          guest_id: guestId,
          host_id: venue.owner_id,
          created_at: at,
          last_message_at: at,
        })
        .onConflict((oc) => oc.columns(['guest_id', 'venue_id']).doNothing())
        .returning(['id', 'venue_id', 'guest_id', 'host_id'])
        .executeTakeFirst();
      if (inserted) return { pair: inserted, opened: true };
      const found = await db
        .selectFrom('conversations')
        .select(['id', 'venue_id', 'guest_id', 'host_id'])
        .where('guest_id', '=', guestId)
        .where('venue_id', '=', venue.id)
        .executeTakeFirstOrThrow();
      return { pair: found, opened: false };
    },

    /**
     * Conversations the person started as a traveller since `since` by writing (one a booking
     * opened is the booking's: its limits are the lifecycle's).
     */
    async openedSince(guestId: string, since: Date): Promise<number> {
      return countRows(
        db
          .selectFrom('conversations as c')
          .where('c.guest_id', '=', guestId)
          .where('c.created_at', '>', since)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('messages as m')
                .select('m.id')
                .whereRef('m.conversation_id', '=', 'c.id')
                .whereRef('m.sender_id', '=', 'c.guest_id'),
            ),
          ),
      );
    },

    /** The person's messages in the last minute and hour before `at`. */
    async sentRecently(senderId: string, at: Date) {
      const minuteAgo = new Date(at.getTime() - 60_000);
      const hourAgo = new Date(at.getTime() - 3_600_000);
      const { rows } = await sql<{ minute: string; hour: string }>`
        SELECT count(*) FILTER (WHERE created_at > ${minuteAgo}) AS minute, count(*) AS hour
        FROM messages WHERE sender_id = ${senderId} AND created_at > ${hourAgo}`.execute(db);
      return { lastMinute: Number(rows[0]!.minute), lastHour: Number(rows[0]!.hour) };
    },

    async addMessage(
      pair: ConversationPair,
      senderId: string,
      body: string,
      at: Date,
    ): Promise<{ id: string; created_at: Date }> {
      const recipientId = senderId === pair.guest_id ? pair.host_id : pair.guest_id;
      const message = await db
        .insertInto('messages')
        .values({
          conversation_id: pair.id,
          sender_id: senderId,
          recipient_id: recipientId,
          body,
          created_at: at,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await db
        .updateTable('conversations')
        .set({ last_message_at: at })
        .where('id', '=', pair.id)
        .execute();
      return message;
    },

    /** Whether the pair has a confirmed booking of the conversation's venue. */
    hasConfirmedBooking(pair: ConversationPair): Promise<boolean> {
      return hasRow(
        db
          .selectFrom('bookings')
          .where('customer_id', '=', pair.guest_id)
          .where('venue_id', '=', pair.venue_id)
          .where('status', '=', 'confirmed'),
      );
    },

    /** A page of the viewer's conversations, newest activity first, and how many in all. */
    async inboxPage(viewerId: string, page: { offset: number; limit: number }) {
      const take = page.offset + page.limit;
      const { rows } = await sql<{ id: string }>`
        SELECT id FROM (
          (SELECT id, last_message_at FROM conversations WHERE guest_id = ${viewerId}
            ORDER BY last_message_at DESC, id DESC LIMIT ${take})
          UNION ALL
          (SELECT id, last_message_at FROM conversations WHERE host_id = ${viewerId}
            ORDER BY last_message_at DESC, id DESC LIMIT ${take})
        ) mine ORDER BY last_message_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(
        db,
      );
      const { rows: counts } = await sql<{ total: string }>`
        SELECT (SELECT count(*) FROM conversations WHERE guest_id = ${viewerId})
          + (SELECT count(*) FROM conversations WHERE host_id = ${viewerId}) AS total`.execute(db);
      const ids = rows.map((row) => row.id);
      const details = await detailsFor(viewerId, ids);
      const byId = new Map(details.map((row) => [row.id, row]));
      return {
        rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
        totalCount: Number(counts[0]!.total),
      };
    },

    /** Up to `limit` messages before `beforeSeq` (or the latest), oldest first; and if older exist. */
    async messagesPage(conversationId: string, before: string | undefined, limit: number) {
      let query = db
        .selectFrom('messages as m')
        .innerJoin('profiles as s', 's.id', 'm.sender_id')
        .select([
          'm.id',
          'm.conversation_id',
          'm.sender_id',
          's.name as sender',
          'm.body',
          'm.created_at',
        ])
        .where('m.conversation_id', '=', conversationId);
      if (before !== undefined) query = query.where('m.seq', '<', before);
      const rows = await query
        .orderBy('m.seq', 'desc')
        .limit(limit + 1)
        .execute();
      return { rows: rows.slice(0, limit).reverse(), hasOlder: rows.length > limit };
    },

    /** The sequence number of a message of this conversation (for paging before it). */
    async seqOf(conversationId: string, messageId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('messages')
        .select('seq')
        .where('id', '=', messageId)
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      return row === undefined ? undefined : String(row.seq);
    },

    /** A message of a conversation the viewer is a side of. */
    async messageFor(viewerId: string, messageId: string) {
      return db
        .selectFrom('messages as m')
        .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
        .select(['m.id', 'm.sender_id', 'm.conversation_id'])
        .where('m.id', '=', messageId)
        .where((eb) => eb.or([eb('c.guest_id', '=', viewerId), eb('c.host_id', '=', viewerId)]))
        .executeTakeFirst();
    },

    /** Marks the viewer's messages of the conversation read; how many were unread. */
    async markRead(conversationId: string, viewerId: string, at: Date): Promise<number> {
      const result = await db
        .updateTable('messages')
        .set({ read_at: at })
        .where('conversation_id', '=', conversationId)
        .where('recipient_id', '=', viewerId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async unreadCount(viewerId: string): Promise<number> {
      return countRows(
        db.selectFrom('messages').where('recipient_id', '=', viewerId).where('read_at', 'is', null),
      );
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
