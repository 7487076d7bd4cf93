import { SHARED_AFTER_BOOKING } from '@holidaze/domain';
import { beforeEach, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createUnreadMessageMail } from '../../src/features/conversations/unread-message-mail.js';
import { describeEachEngine } from '../support/index.js';
import { useTestApp } from './support/test-app.js';

/**
 * A message unread for 15 minutes is mailed to its recipient, at most once an hour per
 * conversation, once whatever the number of instances, and not when the category is off
 * (docs/api.md, "Conversations"). The clock is the test's.
 */
const START = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 1, 9));
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

describeEachEngine('mail about unread messages', (engine) => {
  let venueId: string;
  let counter = 0;
  let clock = START;
  const t = useTestApp(engine, {}, { now: () => clock });
  const [host, guest] = t.useHostAndGuests('mail_host', 'mail_guest');
  const notices = testConfig().mail;
  const job = () => createUnreadMessageMail({ db: t.db, now: () => clock, notices, pollMs: 1_000 });

  beforeEach(async () => {
    counter += 1;
    clock = START;
    await t.db.deleteFrom('mail_outbox').execute();
    venueId = await t.listVenue(host, {
      name: `Mail cabin ${counter}`,
      price: 900,
      maxGuests: 2,
    });
  });

  const ask = (body: string) => t.startConversation(guest, venueId, body);
  const mailsTo = (email: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['category', 'subject', 'text_body'])
      .where('to_address', '=', email)
      .where('category', '=', 'messages')
      .execute();
  /** What the host has been mailed, once the job has run at `minute`. */
  const hostMailsAt = async (minute: number) => {
    clock = minutes(minute);
    await job().runDue();
    return mailsTo(host.email);
  };

  it('mails a message unread for 15 minutes, with the message and a link, once', async () => {
    const conversation = await ask('Is there parking? Call 912 34 567');
    expect(await hostMailsAt(14)).toEqual([]);
    const [mail, ...more] = await hostMailsAt(15);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${guest.name} wrote to you about Mail cabin ${counter}`);
    expect(mail!.text_body).toContain(`Is there parking? Call ${SHARED_AFTER_BOOKING}`);
    expect(mail!.text_body).not.toContain('912 34 567');
    expect(mail!.text_body).toContain(`/messages/${conversation.id}`);
    expect(await hostMailsAt(120)).toHaveLength(1);
  });

  it('mails a conversation’s recipient at most once an hour', async () => {
    const conversation = await ask('first');
    await hostMailsAt(15);
    const say = async (body: string) =>
      expect(
        (
          await t.call('POST', `/api/holidaze/conversations/${conversation.id}/messages`, {
            user: guest,
            body: { body },
          })
        ).status,
      ).toBe(201);
    clock = minutes(20);
    await say('second');
    expect(await hostMailsAt(40)).toHaveLength(1);
    clock = minutes(80);
    await say('third');
    expect(await hostMailsAt(95)).toHaveLength(2);
  });

  it('mails nothing about a message read in time', async () => {
    const conversation = await ask('read me');
    clock = minutes(10);
    const read = await t.call('POST', `/api/holidaze/conversations/${conversation.id}/read`, {
      user: host,
    });
    expect(read.status).toBe(204);
    expect(await hostMailsAt(30)).toEqual([]);
  });

  it('mails nothing to a person who turned the category off', async () => {
    const preferences = await t.call('PUT', '/api/holidaze/notifications/email-preferences', {
      user: host,
      body: { requests: true, bookings: true, reminders: true, calendar: true, messages: false },
    });
    expect(preferences.status).toBe(200);
    expect(preferences.body.data.messages).toBe(false);
    try {
      await ask('quiet please');
      expect(await hostMailsAt(30)).toEqual([]);
    } finally {
      await t.call('PUT', '/api/holidaze/notifications/email-preferences', {
        user: host,
        body: { requests: true, bookings: true, reminders: true, calendar: true, messages: true },
      });
    }
  });

  it('mails once when several instances run the job at the same moment', async () => {
    await ask('one');
    clock = minutes(1);
    const conversation = await ask('two');
    expect(conversation).toBeDefined();
    clock = minutes(30);
    const handled = await Promise.all([job().runDue(), job().runDue(), job().runDue()]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await mailsTo(host.email)).toHaveLength(1);
  });
});
