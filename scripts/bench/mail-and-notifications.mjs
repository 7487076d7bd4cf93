// Notifications and e-mail at scale (docs/performance.md), on the seeded PostgreSQL set: a host's
// list of notifications when they have 10 000 of them, over HTTP; and emptying an outbox of 10 000
// mails into a real SMTP server on 127.0.0.1 with two deliverers at once, as two instances would.
import { SMTPServer } from 'smtp-server';
import { hostHeaders } from './calendar-at-scale.mjs';
import { measureLatency } from './latency.mjs';
import { withClient } from '../../apps/server/test/support/postgres-cluster.ts';

const HOST_EMAIL = 'demo.manager@stud.noroff.no';

async function startCountingSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function timeDelivery(databaseUrl, mails) {
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO mail_outbox (to_address, category, subject, text_body, html_body, created_at, next_attempt_at)
       SELECT 'guest' || i || '@stud.noroff.no', 'bookings', 'Bench mail ' || i,
              repeat('Hello, this is a booking notice. ', 20),
              '<p>' || repeat('Hello, this is a booking notice. ', 20) || '</p>', now(), now()
       FROM generate_series(1, $1) AS i`,
      [mails],
    ),
  );
  const { openDatabase } = await import('../../apps/server/src/db/open-database.ts');
  const { createMailDelivery } =
    await import('../../apps/server/src/features/notifications/mail-delivery.ts');
  const { smtpTransport } =
    await import('../../apps/server/src/features/notifications/mail-transport.ts');
  const smtp = await startCountingSmtp();
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  const transports = [0, 1].map(() => smtpTransport(smtp.url, 'Holidaze <bench@holidaze.example>'));
  try {
    const started = performance.now();
    const counts = await Promise.all(
      transports.map((transport) =>
        createMailDelivery({
          db: handle.db,
          now: () => new Date(),
          transport,
          pollMs: 1000,
        }).runDue(),
      ),
    );
    const ms = performance.now() - started;
    const sent = counts[0] + counts[1];
    return { mails, sent, received: smtp.received(), ms, perSecond: (sent / ms) * 1000 };
  } finally {
    transports.forEach((transport) => transport.close());
    await handle.close();
    await smtp.close();
  }
}

export async function timeMailAndNotifications(url, databaseUrl, { requests, log }) {
  const notifications = 10_000;
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `INSERT INTO notifications (profile_id, kind, title, body, link, created_at, read_at)
       SELECT p.id, 'bookingReceived', 'New booking for Bench Villa ' || i,
              'A traveller booked 3 nights.', '/admin/demo_manager/manage-bookings',
              now() - (i || ' minutes')::interval,
              CASE WHEN i % 3 = 0 THEN NULL ELSE now() END
       FROM profiles p, generate_series(1, $1) AS i WHERE p.email = $2`,
      [notifications, HOST_EMAIL],
    );
    await client.query('VACUUM ANALYZE notifications');
  });
  const headers = await hostHeaders(url);
  const list = await measureLatency(`${url}/api/holidaze/notifications?limit=20`, {
    count: requests,
    headers,
  });
  log(
    `  notification list (${notifications.toLocaleString('en-GB')} notifications, first page): p50 ${list.p50.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms`,
  );
  const unread = await measureLatency(`${url}/api/holidaze/notifications/unread`, {
    count: requests,
    headers,
  });
  log(
    `  unread count (the bell): p50 ${unread.p50.toFixed(1)} ms, p95 ${unread.p95.toFixed(1)} ms`,
  );
  const delivery = await timeDelivery(databaseUrl, 10_000);
  log(
    `  ${delivery.sent.toLocaleString('en-GB')} queued mails delivered over SMTP by two deliverers in ${(delivery.ms / 1000).toFixed(1)} s (${delivery.perSecond.toFixed(0)} mails/s; the server received ${delivery.received.toLocaleString('en-GB')})`,
  );
  return { notifications, list, unread, delivery };
}
