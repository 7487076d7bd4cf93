import { beforeAll, beforeEach, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { createReportMail } from '../../src/features/conversations/report-mail.js';
import { reportsCommand } from '../../src/ops/reports.js';
import { describeEachEngine } from '../support/index.js';
import {
  call,
  createHostAndGuests,
  listVenue,
  useTestApp,
  type Json,
  type TestUser,
} from './support/test-app.js';

/**
 * A reported message reaches the operator: mailed to REPORTS_EMAIL in batches (at most one mail
 * every 15 minutes, with every report since, once whatever the number of instances), or without
 * an address a log line; `npm run reports` lists the open ones and closes them
 * (docs/decisions/031-message-reports-to-the-operator.md). The clock is the test's.
 */
const START = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 3, 1, 9));
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
const ADDRESS = 'trust@holidaze.example';
const EVERY_MS = 15 * 60_000;

describeEachEngine('reports of messages to the operator', (engine) => {
  let host: TestUser;
  let guest: TestUser;
  let conversation: Json;
  let clock = START;
  let logged: string[] = [];
  const t = useTestApp(engine, {}, { now: () => clock });
  const notices = testConfig().mail;
  /** `null`: no REPORTS_EMAIL. */
  const job = (address: string | null = ADDRESS) =>
    createReportMail({
      db: t.db,
      now: () => clock,
      notices,
      address: address ?? undefined,
      everyMs: EVERY_MS,
      pollMs: 1_000,
      log: (line) => logged.push(line),
    });

  beforeAll(async () => {
    [host, guest] = await createHostAndGuests(t.app, 'report_host', 'report_guest');
    const venueId = await listVenue(t.app, host, {
      name: 'Reported cabin',
      description: 'Quiet',
      price: 900,
      maxGuests: 2,
    });
    const made = await call(t.app, 'POST', '/api/holidaze/conversations', {
      user: guest,
      body: { venueId, body: 'Is there parking?' },
    });
    expect(made.status).toBe(201);
    conversation = made.body.data;
  });

  beforeEach(async () => {
    clock = START;
    logged = [];
    await t.db.deleteFrom('message_reports').execute();
    await t.db.deleteFrom('mail_outbox').execute();
  });

  /** The guest writes `body`, the host reports it with `reason`; the message's id. */
  const writeAndReport = async (body: string, reason: string) => {
    const sent = await call(
      t.app,
      'POST',
      `/api/holidaze/conversations/${conversation.id}/messages`,
      { user: guest, body: { body } },
    );
    expect(sent.status).toBe(201);
    const reported = await call(
      t.app,
      'POST',
      `/api/holidaze/messages/${sent.body.data.id}/report`,
      {
        user: host,
        body: { reason },
      },
    );
    expect(reported.status).toBe(204);
    return sent.body.data.id as string;
  };
  const mails = () =>
    t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'category', 'subject', 'text_body'])
      .where('category', '=', 'operator')
      .orderBy('created_at')
      .execute();

  it('mails the new reports at once, then at most one mail per 15 minutes with every report since', async () => {
    const first = await writeAndReport('Pay me by bank transfer instead', 'Asks to pay outside');
    const second = await writeAndReport('You are an idiot', 'Rude');
    expect(await job().runDue()).toBe(2);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to_address: ADDRESS, subject: '2 new reports of messages' });
    for (const text of [
      first,
      second,
      'Pay me by bank transfer instead',
      'Asks to pay outside',
      'You are an idiot',
      `${host.name} <${host.email}>`,
      `${guest.name} <${guest.email}>`,
      `Conversation ${conversation.id} about Reported cabin`,
    ]) {
      expect(mail!.text_body).toContain(text);
    }
    expect(await job().runDue()).toBe(0);

    clock = minutes(1);
    await writeAndReport('Call me on nine eight seven six five four three two', 'Phone number');
    clock = minutes(14);
    expect(await job().runDue()).toBe(0);
    expect(await mails()).toHaveLength(1);
    clock = minutes(15);
    expect(await job().runDue()).toBe(1);
    const later = await mails();
    expect(later).toHaveLength(2);
    expect(later[1]!.subject).toBe('1 new report of messages');
    expect(later[1]!.text_body).toContain('nine eight seven six');
    expect(later[1]!.text_body).not.toContain('bank transfer');
    clock = minutes(60);
    expect(await job().runDue()).toBe(0);
    expect(await mails()).toHaveLength(2);
  });

  it('sends each batch once when several instances run the job at once', async () => {
    await writeAndReport('Spam one', 'Spam');
    await writeAndReport('Spam two', 'Spam');
    const handled = await Promise.all([job().runDue(), job().runDue(), job().runDue()]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await mails()).toHaveLength(1);
    clock = minutes(30);
    expect(await Promise.all([job().runDue(), job().runDue()])).toEqual([0, 0]);
  });

  it('without an address, logs one line per batch and mails nobody', async () => {
    await writeAndReport('Spam three', 'Spam');
    await writeAndReport('Spam four', 'Spam');
    expect(await job(null).runDue()).toBe(2);
    expect(logged).toEqual([
      expect.stringMatching(/^2 new reports of messages: .*npm run reports/),
    ]);
    expect(await mails()).toHaveLength(0);
    expect(await job(null).runDue()).toBe(0);
    expect(logged).toHaveLength(1);
  });

  it('lists the open reports with the message, both people and the conversation, and closes them', async () => {
    const id = await writeAndReport('Meet me outside the platform', 'Off-platform');
    const listed = await reportsCommand(t.db, { close: undefined }, clock);
    expect(listed).toContain('1 open report');
    for (const text of [
      id,
      'Meet me outside the platform',
      'Off-platform',
      host.email,
      guest.email,
      conversation.id,
    ]) {
      expect(listed).toContain(text);
    }
    // Listing is not telling: the batch still goes out.
    expect(await job().runDue()).toBe(1);
    expect(await reportsCommand(t.db, { close: id }, clock)).toBe(
      `Closed 1 report of message ${id}.`,
    );
    expect(await reportsCommand(t.db, { close: undefined }, clock)).toBe('No open reports.');
    expect(await reportsCommand(t.db, { close: id }, clock)).toBe(
      `No open report of message ${id}.`,
    );
  });
});
