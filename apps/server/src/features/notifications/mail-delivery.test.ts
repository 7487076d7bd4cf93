import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachEngine,
  startSmtpServer,
} from '../../../test/support/index.js';
import type { DatabaseHandle } from '../../db/open-database.js';
import { insertProfile, insertProfileAndVenue } from '../../../test/support/test-rows.js';
import { createMailDelivery } from './mail-delivery.js';
import { MAIL_ATTEMPTS, createMailOutboxRepository } from './mail-outbox-repository.js';
import { smtpTransport, type MailTransport } from './mail-transport.js';
import { createNotifier } from './notifier.js';

const NOW = new Date('2031-06-01T08:00:00.000Z');
const SETTINGS = { siteUrl: 'https://holidaze.example', operatorAddress: 'ops@holidaze.example' };

// Delivery through a real SMTP server: each mail once across two instances, retried with
// backoff on failure, with the stay attached as an iCalendar event a real parser reads.
describeEachEngine('mail delivery over SMTP', (engine) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = NOW;
  let bookingId: string;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    smtp = await startSmtpServer();
    const { venueId } = await insertProfileAndVenue(handle.db, 'mail');
    const travellerId = await insertProfile(handle.db, 'mail_guest', { venueManager: false });
    const booking = await handle.db
      .insertInto('bookings')
      .values({
        venue_id: venueId,
        customer_id: travellerId,
        date_from: '2031-07-10',
        date_to: '2031-07-14',
        guests: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bookingId = booking.id;
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    clock = NOW;
    smtp.received.length = 0;
    smtp.refuseAll(false);
    await handle.db.deleteFrom('mail_outbox').execute();
  });

  const transports: MailTransport[] = [];
  afterEach(() => transports.splice(0).forEach((transport) => transport.close()));
  const delivery = () => {
    const transport = smtpTransport(smtp.url, 'Holidaze <no-reply@holidaze.example>');
    transports.push(transport);
    return createMailDelivery({ db: handle.db, now: () => clock, transport, pollMs: 1000 });
  };

  it('delivers the confirmation with text, HTML and the stay as an .ics a calendar parser reads', async () => {
    await createNotifier(handle.db, SETTINGS).tellAboutBooking('bookingReceived', bookingId, clock);
    expect(await delivery().runDue()).toBe(2);
    const confirmation = smtp.received.find((mail) =>
      mail.subject?.startsWith('Booking confirmed'),
    );
    expect(confirmation).toBeDefined();
    expect(confirmation!.to).toMatchObject({ text: 'mail_guest@stud.noroff.no' });
    expect(confirmation!.text).toContain('Booking reference: REF-');
    expect(confirmation!.html).toContain('https://holidaze.example/en/booking-success?booking=');
    const [ics] = confirmation!.attachments;
    expect(ics).toMatchObject({
      contentType: 'text/calendar',
      filename: expect.stringMatching(/\.ics$/),
    });
    const event = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse(ics!.content.toString('utf8')) as unknown[],
      ).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toString()).toBe('2031-07-10');
    expect(event.endDate.toString()).toBe('2031-07-14');
    expect(event.startDate.isDate).toBe(true);
    expect(event.uid).toBe(`${bookingId}@holidaze`);

    const host = smtp.received.find((mail) => mail.subject?.startsWith('New booking'));
    expect(host!.attachments).toHaveLength(0);
    const rows = await handle.db.selectFrom('mail_outbox').select('sent_at').execute();
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });

  it("sends a Norwegian reader's mail with æøå intact: the subject as RFC 2047 words, the parts as UTF-8", async () => {
    const { venueId } = await insertProfileAndVenue(handle.db, 'nb');
    await handle.db
      .updateTable('venues')
      .set({ name: 'Hytte på Værøy' })
      .where('id', '=', venueId)
      .execute();
    const guestId = await insertProfile(handle.db, 'gjest_nb', { venueManager: false });
    await handle.db
      .updateTable('profiles')
      .set({ language: 'nb' })
      .where('id', '=', guestId)
      .execute();
    const booking = await handle.db
      .insertInto('bookings')
      .values({
        venue_id: venueId,
        customer_id: guestId,
        date_from: '2031-07-10',
        date_to: '2031-07-14',
        guests: 2,
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    await createNotifier(handle.db, SETTINGS).tellAboutBooking(
      'bookingReceived',
      booking.id,
      clock,
    );
    expect(await delivery().runDue()).toBe(2);
    const mail = smtp.received.find(
      (received) =>
        received.to && 'text' in received.to && received.to.text === 'gjest_nb@stud.noroff.no',
    );
    expect(mail!.subject).toBe(`Bestilling bekreftet: Hytte på Værøy (${booking.reference})`);
    const rawSubject = mail!.headerLines.find((header) => header.key === 'subject')!.line;
    expect(rawSubject).toMatch(/=\?UTF-8\?[QB]\?/i);
    expect(rawSubject).not.toMatch(/[æøå]/);
    expect(mail!.text).toContain('Hei gjest_nb,');
    expect(mail!.text).toContain('4 netter, tor. 10. juli 2031 til man. 14. juli 2031, 2 gjester');
    expect(mail!.html).toContain('Oppholdet ditt på Hytte på Værøy er bekreftet');
  });

  it('delivers each mail exactly once when two instances empty the outbox together', async () => {
    const outbox = createMailOutboxRepository(handle.db);
    for (let i = 0; i < 30; i++) {
      await outbox.enqueue(
        {
          to: `guest${i}@stud.noroff.no`,
          category: 'bookings',
          subject: `Mail ${i}`,
          text: 'Hello',
          html: '<p>Hello</p>',
        },
        clock,
      );
    }
    const counts = await Promise.all([delivery().runDue(), delivery().runDue()]);
    expect(counts[0]! + counts[1]!).toBe(30);
    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Mail ${i}`).sort());
    // Each Message-ID is the outbox row's, the same on any repeat.
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(30);
  });

  it('tries a refused mail again with backoff, and gives up after the last attempt', async () => {
    const outbox = createMailOutboxRepository(handle.db);
    await outbox.enqueue(
      { to: 'x@stud.noroff.no', category: 'bookings', subject: 'Retry', text: 'a', html: 'a' },
      clock,
    );
    smtp.refuseAll(true);
    expect(await delivery().runDue()).toBe(0);
    // Not due again at once.
    expect(await delivery().runDue()).toBe(0);
    const [after] = await handle.db.selectFrom('mail_outbox').selectAll().execute();
    expect(after).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(after!.last_error).toContain('Mailbox unavailable');
    expect(after!.next_attempt_at.getTime() - clock.getTime()).toBe(60_000);

    smtp.refuseAll(false);
    clock = new Date(clock.getTime() + 60_000);
    expect(await delivery().runDue()).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Retry']);

    smtp.refuseAll(true);
    await outbox.enqueue(
      { to: 'y@stud.noroff.no', category: 'bookings', subject: 'Never', text: 'a', html: 'a' },
      clock,
    );
    for (let attempt = 0; attempt < MAIL_ATTEMPTS; attempt++) {
      clock = new Date(clock.getTime() + 3 * 3_600_000);
      await delivery().runDue();
    }
    const failed = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Never')
      .executeTakeFirstOrThrow();
    expect(failed.attempts).toBe(MAIL_ATTEMPTS);
    expect(failed.failed_at).not.toBeNull();
  });

  it('leaves out optional mail a person turned off, never the confirmation', async () => {
    const notifications = createNotifier(handle.db, SETTINGS);
    const host = await handle.db
      .selectFrom('profiles')
      .select('id')
      .where('name', '=', 'owner_mail')
      .executeTakeFirstOrThrow();
    await notifications.savePreferences(host.id, {
      requests: true,
      bookings: false,
      reminders: true,
      calendar: true,
      messages: true,
    });
    await notifications.tellAboutBooking('bookingReceived', bookingId, clock);
    const queued = await handle.db.selectFrom('mail_outbox').select('category').execute();
    expect(queued.map((row) => row.category)).toEqual(['confirmation']);
    // The in-app notice still arrives.
    const inApp = await notifications.page(host.id, { page: 1, limit: 5 });
    expect(inApp.rows[0]?.kind).toBe('bookingReceived');
    await notifications.savePreferences(host.id, {
      requests: true,
      bookings: true,
      reminders: true,
      calendar: true,
      messages: true,
    });
  });
});
