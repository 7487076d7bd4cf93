import { addDays, todayUtc } from '@holidaze/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestUrl, startSmtpServer, type TestSmtpServer } from '../support/index.js';
import { createVenue, registerUser, send } from './support/http-api.js';
import { useServerProcesses } from './support/server-process.js';
import { until } from './support/until.js';

const runOnPostgres = postgresTestUrl() || process.env.CI === 'true' ? describe : describe.skip;
const BOOKINGS = 12;

/**
 * The outbox guarantee, with real processes: mail written with a booking survives the server
 * being killed (SIGKILL) after the commit and before delivery, and is delivered once after a
 * restart, with two instances then emptying the outbox together.
 */
runOnPostgres('mail survives a crash between commit and delivery', () => {
  let database: { url: string };
  let smtp: TestSmtpServer;
  afterAll(() => smtp?.close());
  // Registered after the SMTP server's close, so the servers stop first: vitest runs the
  // after-hooks last registered first.
  const scratch = useServerProcesses();
  const dataDir = () => scratch.dataDir('holidaze-outbox-');

  beforeAll(async () => {
    database = await scratch.emptyDatabase();
    smtp = await startSmtpServer();
  }, 60_000);

  it('delivers every committed mail exactly once after SIGKILL and a restart', async () => {
    // The first instance never gets round to delivering: its job runner looks once an hour.
    const first = await scratch.start({
      dataDir: dataDir(),
      databaseUrl: database.url,
      env: { SMTP_URL: smtp.url, JOB_POLL: '1h' },
    });
    const host = await registerUser(first.base, 'outbox_host', true);
    const guest = await registerUser(first.base, 'outbox_guest');
    const venueId = await createVenue(first.base, host, 'Crash-proof cottage');
    const firstNight = addDays(todayUtc(), 20);
    for (let i = 0; i < BOOKINGS; i++) {
      const made = await send(first.base, 'POST', '/holidaze/bookings', {
        user: guest,
        body: {
          venueId,
          dateFrom: addDays(firstNight, i * 2),
          dateTo: addDays(firstNight, i * 2 + 1),
          guests: 1,
        },
      });
      expect(made.status).toBe(201);
    }
    expect(await first.kill('SIGKILL')).toBeNull();
    expect(smtp.received).toHaveLength(0);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const queued = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL',
      );
      // A note to the host and a confirmation to the guest per booking.
      expect(Number(queued.rows[0]!.n)).toBe(BOOKINGS * 2);

      // Two instances, restarted together, empty the outbox.
      await Promise.all(
        [0, 1].map(() =>
          scratch.start({
            dataDir: dataDir(),
            databaseUrl: database.url,
            env: { SMTP_URL: smtp.url, JOB_POLL: '100ms' },
          }),
        ),
      );
      await until(
        async () =>
          Number(
            (
              await client.query<{ n: string }>(
                'SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL',
              )
            ).rows[0]!.n,
          ) === 0,
        30_000,
        'the outbox to empty',
      );
    } finally {
      await client.end();
    }
    expect(smtp.received).toHaveLength(BOOKINGS * 2);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(BOOKINGS * 2);
    const confirmations = smtp.received.filter((mail) =>
      mail.subject?.startsWith('Booking confirmed'),
    );
    expect(confirmations).toHaveLength(BOOKINGS);
    expect(confirmations.every((mail) => mail.attachments.length === 1)).toBe(true);
  }, 120_000);
});
