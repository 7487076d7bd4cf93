import { localePath } from '@holidaze/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countRows } from '../../db/row-counts.js';
import { publishLiveEvents, type LiveEventFor } from '../live/index.js';
import { createProfileRepository } from '../profiles/index.js';
import {
  bookingNotices,
  closedRequestNotice,
  renderNoticeMail,
  type BookingContext,
  type BookingNoticeKind,
  type Notice,
  type Person,
} from './booking-notices.js';
import { i18nFor } from '../../lib/i18n.js';
import { renderMail } from './mail-layout.js';
import {
  OPTIONAL_MAIL_CATEGORIES,
  createMailOutboxRepository,
  type MailCategory,
  type OptionalMailCategory,
} from './mail-outbox-repository.js';
import { stayInvitation } from './stay-invitation.js';

/** What notices need from the configuration: where links point and the operator's address. */
export interface NoticeSettings {
  siteUrl: string;
  operatorAddress: string;
}

export type EmailPreferences = Record<OptionalMailCategory, boolean>;

const isOptional = (category: MailCategory): category is OptionalMailCategory =>
  (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(category);

/**
 * Telling people: the in-app notifications and the e-mails of every change, written with the
 * queries it is given, so inside the transaction of the change itself (the outbox guarantee:
 * docs/architecture.md, "Notifications and e-mail"). Also each person's list and choices.
 */
export function createNotifier(db: Kysely<Database>, settings: NoticeSettings) {
  const outbox = createMailOutboxRepository(db);

  async function bookingContext(bookingId: string): Promise<BookingContext | undefined> {
    const row = await db
      .selectFrom('bookings as b')
      .innerJoin('venues as v', 'v.id', 'b.venue_id')
      .innerJoin('profiles as t', 't.id', 'b.customer_id')
      .innerJoin('profiles as h', 'h.id', 'v.owner_id')
      .leftJoin('venue_stay_rules as r', 'r.venue_id', 'v.id')
      .select([
        'b.id',
        'b.reference',
        'b.date_from',
        'b.date_to',
        'b.guests',
        'b.status',
        'b.expires_at',
        'b.host_message',
        'b.cancellation_reason',
        'b.quote',
        'b.total_ore',
        'b.cancellation_policy',
        'b.payment_preference',
        'b.refund_ore',
        'b.cancelled_at',
        'v.id as venue_id',
        'v.name as venue_name',
        'v.city',
        'v.country',
        'r.check_in_time',
        'r.check_out_time',
        't.id as traveller_id',
        't.name as traveller_name',
        't.email as traveller_email',
        't.language as traveller_language',
        'h.id as host_id',
        'h.name as host_name',
        'h.email as host_email',
        'h.language as host_language',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!row) return undefined;
    const place = [row.city, row.country].filter(Boolean).join(', ');
    return {
      booking: {
        id: row.id,
        reference: row.reference,
        dateFrom: row.date_from,
        dateTo: row.date_to,
        guests: row.guests,
        status: row.status,
        expiresAt: row.expires_at,
        hostMessage: row.host_message,
        cancellationReason: row.cancellation_reason,
        quote: row.quote,
        totalOre: row.total_ore === null ? null : Number(row.total_ore),
        cancellationPolicy: row.cancellation_policy,
        paymentPreference: row.payment_preference,
        refundOre: row.refund_ore === null ? null : Number(row.refund_ore),
        cancelledAt: row.cancelled_at,
      },
      venue: {
        id: row.venue_id,
        name: row.venue_name,
        place: place || null,
        checkInTime: row.check_in_time,
        checkOutTime: row.check_out_time,
      },
      traveller: {
        id: row.traveller_id,
        name: row.traveller_name,
        email: row.traveller_email,
        language: row.traveller_language,
      },
      host: {
        id: row.host_id,
        name: row.host_name,
        email: row.host_email,
        language: row.host_language,
      },
    };
  }

  async function wantsMail(profileId: string, category: MailCategory): Promise<boolean> {
    if (!isOptional(category)) return true;
    const preferences = await preferencesOf(profileId);
    return preferences[category];
  }

  async function preferencesOf(profileId: string): Promise<EmailPreferences> {
    const row = await db
      .selectFrom('profiles')
      .select('email_preferences')
      .where('id', '=', profileId)
      .executeTakeFirst();
    const stored = row?.email_preferences ?? {};
    return Object.fromEntries(
      OPTIONAL_MAIL_CATEGORIES.map((category) => [category, stored[category] !== false]),
    ) as EmailPreferences;
  }

  /** `ctx` links the notifications to its booking, unless the booking is about to be deleted. */
  /** The in-app notices' recipients: their live streams hear their new unread count. */
  async function deliver(notices: Notice[], at: Date, ctx?: BookingContext, linked = true) {
    const told = new Set<string>();
    for (const notice of notices) {
      if (notice.inApp) {
        await db
          .insertInto('notifications')
          .values({
            profile_id: notice.to.id,
            kind: notice.kind,
            title: notice.inApp.title.slice(0, 200),
            body: notice.inApp.body.slice(0, 1000),
            link: notice.inApp.link,
            booking_id: linked ? (ctx?.booking.id ?? null) : null,
            created_at: at,
          })
          .execute();
        told.add(notice.to.id);
      }
      // A mail undoing one still waiting takes it back and goes neither (booking-notices.ts).
      if (notice.mail?.cancels && (await outbox.takeBackUnsent(notice.mail.cancels))) continue;
      if (notice.mail && (await wantsMail(notice.to.id, notice.mail.category))) {
        const { text, html } = renderNoticeMail(notice, settings.siteUrl, ctx?.booking.reference);
        await outbox.enqueue(
          {
            to: notice.to.email,
            category: notice.mail.category,
            subject: notice.mail.subject,
            text,
            html,
            ...(notice.mail.withStay && ctx
              ? {
                  attachments: [
                    {
                      filename: `holidaze-${ctx.booking.reference}.ics`,
                      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                      content: stayInvitation(ctx, at),
                    },
                  ],
                }
              : {}),
            ...(notice.mail.dedupeKey ? { dedupeKey: notice.mail.dedupeKey } : {}),
          },
          at,
          notice.mail.holdMinutes ? new Date(at.getTime() + notice.mail.holdMinutes * 60_000) : at,
        );
      }
    }
    return told;
  }

  /** The bell's count of each person, as a live event (it replaces the bell's polling). */
  async function countEvents(profileIds: Iterable<string>): Promise<LiveEventFor[]> {
    const events: LiveEventFor[] = [];
    for (const profileId of profileIds) {
      events.push({
        profileId,
        event: { type: 'notifications', data: { unreadCount: await unreadCount(profileId) } },
      });
    }
    return events;
  }

  async function unreadCount(profileId: string): Promise<number> {
    return countRows(
      db
        .selectFrom('notifications')
        .where('profile_id', '=', profileId)
        .where('read_at', 'is', null),
    );
  }

  /** A mail about the account itself, in its owner's language, in the `account` category. */
  async function sendAccountMail(
    person: Omit<Person, 'id'>,
    mail: { subject: string; paragraphs: string[]; action: { label: string; path: string } },
    at: Date,
  ) {
    const { text, html } = renderMail({
      locale: person.language,
      name: person.name,
      paragraphs: mail.paragraphs,
      action: {
        label: mail.action.label,
        // The page in the language the mail is written in, whatever browser opens it.
        url: `${settings.siteUrl}${localePath(person.language, mail.action.path)}`,
      },
    });
    await outbox.enqueue(
      { to: person.email, category: 'account', subject: mail.subject, text, html },
      at,
    );
  }

  return {
    bookingContext,
    preferencesOf,

    /** Tells everyone concerned that `kind` happened to the booking. */
    async tellAboutBooking(kind: BookingNoticeKind, bookingId: string, at: Date): Promise<void> {
      const ctx = await bookingContext(bookingId);
      // A booking the guest cancels is deleted after this: its notices must not point to it.
      if (!ctx) return;
      const told = await deliver(
        bookingNotices(kind, ctx),
        at,
        ctx,
        kind !== 'bookingCancelledByGuest',
      );
      // The host's request notice awaited an answer: once it is answered (or lapses, or is
      // withdrawn) it says what became of the request, and there is nothing left to act on.
      const closed = closedRequestNotice(kind, ctx);
      if (closed)
        await db
          .updateTable('notifications')
          .set({
            title: closed.title.slice(0, 200),
            body: closed.body.slice(0, 1000),
            read_at: sql<Date>`coalesce(read_at, ${at})`,
          })
          .where('profile_id', '=', ctx.host.id)
          .where('booking_id', '=', ctx.booking.id)
          .where('kind', '=', 'requestReceived')
          .execute();
      // Both sides' streams hear the booking's new state (and the bell its count), last in the
      // change's transaction (live/live-event-repository.ts).
      const status = kind === 'bookingCancelledByGuest' ? 'cancelled' : ctx.booking.status;
      await publishLiveEvents(
        db,
        [
          ...(await countEvents(told)),
          ...[...new Set([ctx.traveller.id, ctx.host.id])].map((profileId) => ({
            profileId,
            event: { type: 'booking' as const, data: { bookingId: ctx.booking.id, status } },
          })),
        ],
        at,
      );
    },

    /** Tells a host that imported events collided with bookings made here. */
    async tellAboutConflicts(venueId: string, count: number, at: Date): Promise<void> {
      const venue = await db
        .selectFrom('venues as v')
        .innerJoin('profiles as h', 'h.id', 'v.owner_id')
        .select([
          'v.id',
          'v.name',
          'h.id as host_id',
          'h.name as host_name',
          'h.email',
          'h.language',
        ])
        .where('v.id', '=', venueId)
        .executeTakeFirst();
      if (!venue) return;
      const path = `/admin/${encodeURIComponent(venue.host_name)}/calendar/${encodeURIComponent(venue.id)}`;
      const i18n = i18nFor(venue.language);
      const title = i18n._({
        id: 'notice.calendarConflict.title',
        message: 'Calendar conflict at {venue}',
        values: { venue: venue.name },
      });
      await deliver(
        [
          {
            to: {
              id: venue.host_id,
              name: venue.host_name,
              email: venue.email,
              language: venue.language,
            },
            kind: 'calendarConflict',
            inApp: {
              title,
              body: i18n._({
                id: 'notice.calendarConflict.body',
                message:
                  '{count, plural, one {An imported event overlaps} other {# imported events overlap}} a booking made here: the same nights may be sold twice. Please sort it out with the guests.',
                values: { count },
              }),
              link: path,
            },
            mail: {
              category: 'calendar',
              subject: title,
              paragraphs: [
                i18n._({
                  id: 'mail.calendarConflict.overlap',
                  message:
                    '{count, plural, one {An imported event overlaps} other {# imported events overlap}} a booking made on Holidaze, so the same nights may have been sold on two sites.',
                  values: { count },
                }),
                i18n._({
                  id: 'mail.calendarConflict.check',
                  message: 'Please check both bookings and contact the guests.',
                }),
              ],
              action: {
                label: i18n._({ id: 'mail.action.openCalendar', message: 'Open the calendar' }),
                path,
              },
            },
          },
        ],
        at,
      );
      await publishLiveEvents(db, await countEvents([venue.host_id]), at);
    },

    /**
     * A message left unread: mailed to its recipient with the message (as they may read it)
     * and a link to the conversation, unless they turned the category off.
     */
    async tellAboutUnreadMessage(
      to: Person,
      message: { conversationId: string; sender: string; venueName: string; body: string },
      at: Date,
    ): Promise<void> {
      const path = `/messages/${encodeURIComponent(message.conversationId)}`;
      const i18n = i18nFor(to.language);
      const values = { sender: message.sender, venue: message.venueName };
      await deliver(
        [
          {
            to,
            kind: 'unreadMessage',
            mail: {
              category: 'messages',
              subject: i18n
                ._({
                  id: 'mail.unreadMessage.subject',
                  message: '{sender} wrote to you about {venue}',
                  values,
                })
                .slice(0, 300),
              paragraphs: [
                i18n._({
                  id: 'mail.unreadMessage.wrote',
                  message: '{sender} wrote about {venue}:',
                  values,
                }),
                message.body,
              ],
              action: { label: i18n._({ id: 'mail.action.answer', message: 'Answer' }), path },
            },
          },
        ],
        at,
      );
    },

    /** A password reset link (always sent: nobody can turn it off). */
    async sendPasswordReset(person: Omit<Person, 'id'>, path: string, at: Date) {
      const i18n = i18nFor(person.language);
      await sendAccountMail(
        person,
        {
          subject: i18n._({
            id: 'mail.passwordReset.subject',
            message: 'Reset your Holidaze password',
          }),
          paragraphs: [
            i18n._({
              id: 'mail.passwordReset.asked',
              message:
                'Someone asked to reset the password of your Holidaze account. If it was you, choose a new password with the link below; it works once and expires in one hour.',
            }),
            i18n._({
              id: 'mail.passwordReset.notYou',
              message: 'If it was not you, ignore this e-mail: your password stays as it is.',
            }),
          ],
          action: {
            label: i18n._({ id: 'mail.action.choosePassword', message: 'Choose a new password' }),
            path,
          },
        },
        at,
      );
    },

    /**
     * That the account's password was just changed, with what to do if it was not the owner
     * (always sent: it is the owner's only warning that someone else got in).
     */
    async sendPasswordChanged(person: Omit<Person, 'id'>, at: Date) {
      const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const i18n = i18nFor(person.language);
      await sendAccountMail(
        person,
        {
          subject: i18n._({
            id: 'mail.passwordChanged.subject',
            message: 'Your Holidaze password was changed',
          }),
          paragraphs: [
            i18n._({
              id: 'mail.passwordChanged.changed',
              message: 'The password of your Holidaze account was changed on {when}.',
              values: { when },
            }),
            i18n._({
              id: 'mail.passwordChanged.wasYou',
              message: 'If it was you, there is nothing more to do.',
            }),
            i18n._({
              id: 'mail.passwordChanged.notYou',
              message:
                'If it was not you, someone else may have got into your account: ask for a new reset link with the button below at once (it goes only to this address), choose a new password, and tell us through the Contact page.',
            }),
          ],
          action: {
            label: i18n._({ id: 'mail.action.resetPassword', message: 'Reset your password' }),
            path: '/forgot-password',
          },
        },
        at,
      );
    },

    /** A Contact page message, forwarded to the operator. */
    async forwardContactMessage(
      message: { name: string; email: string; subject: string; message: string },
      at: Date,
    ) {
      const { text, html } = renderMail({
        name: 'Holidaze team',
        paragraphs: [
          `A message from ${message.name} <${message.email}> on the Contact page:`,
          message.message,
        ],
      });
      await outbox.enqueue(
        {
          to: settings.operatorAddress,
          category: 'operator',
          subject: `Contact: ${message.subject}`.slice(0, 300),
          text,
          html,
        },
        at,
      );
    },

    /** A mail to an operator's address (reports of messages: conversations/report-mail.ts). */
    async tellOperator(
      to: string,
      mail: { subject: string; paragraphs: string[] },
      at: Date,
    ): Promise<void> {
      const { text, html } = renderMail({ name: 'Holidaze team', paragraphs: mail.paragraphs });
      await outbox.enqueue(
        { to, category: 'operator', subject: mail.subject.slice(0, 300), text, html },
        at,
      );
    },

    /**
     * Changes the categories `changes` names; every other keeps its choice. The profiles feature
     * owns the row (docs/architecture.md, "Table owners").
     */
    async savePreferences(profileId: string, changes: Partial<EmailPreferences>): Promise<void> {
      const named = Object.fromEntries(
        Object.entries(changes).filter(([, on]) => typeof on === 'boolean'),
      );
      await createProfileRepository(db).mergeEmailPreferences(profileId, named);
    },

    /** A page of the person's notifications, newest first, with the unread count. */
    async page(profileId: string, query: { page: number; limit: number }) {
      const [rows, counts] = await Promise.all([
        db
          .selectFrom('notifications as n')
          .leftJoin('bookings as b', 'b.id', 'n.booking_id')
          .select([
            'n.id',
            'n.kind',
            'n.title',
            'n.body',
            'n.link',
            'n.booking_id',
            'n.created_at',
            'n.read_at',
            'b.status as booking_status',
            'b.expires_at as booking_expires_at',
          ])
          .where('n.profile_id', '=', profileId)
          .orderBy('n.seq', 'desc')
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        sql<{ total: string; unread: string }>`
          SELECT
            (SELECT count(*) FROM notifications WHERE profile_id = ${profileId}) AS total,
            (SELECT count(*) FROM notifications WHERE profile_id = ${profileId} AND read_at IS NULL) AS unread`.execute(
          db,
        ),
      ]);
      const count = counts.rows[0]!;
      return { rows, totalCount: Number(count.total), unreadCount: Number(count.unread) };
    },

    unreadCount,

    /** Tells the person's other tabs their bell's count after they read some. */
    async announceCount(profileId: string, at: Date): Promise<void> {
      await publishLiveEvents(db, await countEvents([profileId]), at);
    },

    /** Marks one of the person's notifications read; false when they have none with this id. */
    async markRead(profileId: string, id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set((eb) => ({ read_at: eb.fn.coalesce('read_at', sql<Date>`${at}`) }))
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markAllRead(profileId: string, at: Date): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('profile_id', '=', profileId)
        .where('read_at', 'is', null)
        .execute();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
