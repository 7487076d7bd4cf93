import { beforeAll, expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../../test/support/index.js';
import { insertProfile, insertProfileAndVenue } from '../../../test/support/test-rows.js';
import { createArrivalReminders } from './booking-jobs.js';

const NOTICES = { siteUrl: 'https://holidaze.example', operatorAddress: 'ops@holidaze.example' };
const at = (iso: string) => new Date(iso);

// Reminders three days before arrival: once per stay, never for a stay booked inside the window,
// on the test's clock, and once across two instances.
describeEachEngine('arrival reminders', (engine) => {
  let venueId: string;
  let guestId: string;

  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    venueId = (await insertProfileAndVenue(handle.db, 'remind')).venueId;
    guestId = await insertProfile(handle.db, 'remind_guest', { venueManager: false });
    const stay = (from: string, to: string, created: string) => ({
      venue_id: venueId,
      customer_id: guestId,
      date_from: from,
      date_to: to,
      guests: 2,
      created_at: created,
      updated_at: created,
    });
    await handle.db
      .insertInto('bookings')
      .values([
        stay('2031-08-10', '2031-08-12', '2031-07-01T10:00:00Z'),
        // Booked two days before arrival: the confirmation is enough.
        stay('2031-08-20', '2031-08-22', '2031-08-18T10:00:00Z'),
      ])
      .execute();
  });

  const reminders = (now: string) =>
    createArrivalReminders({ db: handle.db, now: () => at(now), notices: NOTICES, pollMs: 1000 });
  const mails = () =>
    handle.db
      .selectFrom('mail_outbox')
      .select(['subject', 'attachments'])
      .where('category', '=', 'reminders')
      .execute();

  it('mails one reminder with the stay three days before arrival, and never again', async () => {
    expect(await reminders('2031-08-06T08:00:00Z').runDue()).toBe(0);
    const counts = await Promise.all([
      reminders('2031-08-07T08:00:00Z').runDue(),
      reminders('2031-08-07T08:00:00Z').runDue(),
    ]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(await reminders('2031-08-08T08:00:00Z').runDue()).toBe(0);
    const [mail, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(mail!.subject).toMatch(/^Your stay at Venue remind starts/);
    expect(mail!.attachments[0]!.content).toContain('DTSTART;VALUE=DATE:20310810');
  });

  it('sends none for a stay booked inside the window', async () => {
    expect(await reminders('2031-08-18T12:00:00Z').runDue()).toBe(0);
    expect(await mails()).toHaveLength(1);
  });
});
