import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  RESET_LINKS_PER_CLIENT_PER_HOUR,
  RESET_LINKS_PER_HOUR,
} from '../../src/features/auth/password-reset-routes.js';
import { describeEachEngine } from '../support/index.js';
import { mailsTo, resetTokenMailedTo, storedProfile } from '../support/test-rows.js';
import { PASSWORD, errorWith, useTestApp } from './support/test-app.js';

/**
 * "Forgot password?": the same answer for any address (no account enumeration), a single-use
 * link that expires, and nothing but the token's hash stored. The link is read from the
 * outbox, as a person would read it from their mail. The clock is the test's.
 */
const START = new Date('2031-02-01T10:00:00.000Z');

describeEachEngine('password reset', (engine) => {
  let clock = START;
  const t = useTestApp(engine, {}, { now: () => clock });
  const [user] = t.useTravellers('reset_me');

  const ask = (email: string) => t.call('POST', '/api/auth/password-reset', { body: { email } });
  /** The same request from another client address. */
  const askFrom = async (remoteAddress: string, email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        remoteAddress,
        payload: { email },
      })
    ).statusCode;
  const systemPasswordHash = async (id: string) =>
    (await storedProfile(t.db, { id })).password_hash;
  const linksSince = async (since: Date) =>
    (
      await t.db
        .selectFrom('password_resets')
        .select('created_at')
        .where('created_at', '>=', since)
        .execute()
    ).length;
  const confirm = (token: string, password: string) =>
    t.call('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
  const login = (password: string) =>
    t.call('POST', '/api/auth/login', { body: { email: user.email, password } });
  const latestLink = () => resetTokenMailedTo(t.db, user.email);

  it('answers alike for an account and for an unknown address, and mails only the account', async () => {
    const known = await ask(user.email);
    const unknown = await ask('nobody_here@stud.noroff.no');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const mails = await t.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([user.email]);
  });

  it('sets a new password with the link once, and stores only a hash of the token', async () => {
    const token = await latestLink();
    const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const changed = await confirm(token, 'a brand new passphrase');
    expect(changed.status).toBe(200);
    expect((await login('a brand new passphrase')).status).toBe(200);
    expect((await login(PASSWORD)).status).toBe(401);

    expect((await confirm(token, 'another passphrase!')).body).toMatchObject(
      errorWith(400, 'This reset link is invalid or has expired: please ask for a new one'),
    );
  });

  it('refuses a link after its hour, and a made-up one', async () => {
    clock = new Date(START.getTime() + 2 * 3_600_000);
    await ask(user.email);
    const token = await latestLink();
    clock = new Date(clock.getTime() + 3_600_000);
    expect((await confirm(token, 'too late passphrase')).status).toBe(400);
    expect((await confirm('x'.repeat(43), 'made up passphrase')).status).toBe(400);
  });

  it('refuses a weak new password with the register form’s message', async () => {
    clock = new Date(START.getTime() + 5 * 3_600_000);
    await ask(user.email);
    const weak = await confirm(await latestLink(), 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toEqual(['password']);
  });

  it('sends one account at most a few links an hour from one client', async () => {
    clock = new Date(START.getTime() + 10 * 3_600_000);
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 3; i++)
      expect((await ask(user.email)).status).toBe(202);
    expect(await linksSince(clock)).toBe(RESET_LINKS_PER_HOUR);
  });

  it("does not let a stranger use up the owner's links: the owner's own address still gets one", async () => {
    clock = new Date(START.getTime() + 20 * 3_600_000);
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 2; i++)
      expect(await askFrom('203.0.113.9', user.email)).toBe(202);
    expect(await linksSince(clock)).toBe(RESET_LINKS_PER_HOUR);
    // Another /64 of the same network is another client; the same /64 is the same one.
    expect(await askFrom('2001:db8:1:2::5', user.email)).toBe(202);
    expect(await askFrom('2001:db8:1:2::6', user.email)).toBe(202);
    expect(await askFrom('198.51.100.4', user.email)).toBe(202);
    expect(await linksSince(clock)).toBe(RESET_LINKS_PER_HOUR + 3);

    clock = new Date(clock.getTime() + 60_000);
    const before = await linksSince(clock);
    expect(await askFrom('198.51.100.4', user.email)).toBe(202);
    expect(await linksSince(clock)).toBe(before + 1);
    const token = await latestLink();
    expect((await confirm(token, 'the owner is back in')).status).toBe(200);
    expect((await login('the owner is back in')).status).toBe(200);
  });

  it('sends one client at most a few links an hour in all, whichever accounts it names', async () => {
    clock = new Date(START.getTime() + 30 * 3_600_000);
    const many = RESET_LINKS_PER_CLIENT_PER_HOUR + 3;
    for (let i = 0; i < many; i++) await t.createUser(`many_${i}`);
    for (let i = 0; i < many; i++)
      expect(await askFrom('192.0.2.77', `many_${i}@stud.noroff.no`)).toBe(202);
    expect(await linksSince(clock)).toBe(RESET_LINKS_PER_CLIENT_PER_HOUR);
    // An hour later the client may ask again.
    clock = new Date(clock.getTime() + 3_600_000 + 1);
    expect(await askFrom('192.0.2.77', 'many_0@stud.noroff.no')).toBe(202);
    expect(await linksSince(clock)).toBe(1);
  });

  it("never sends a link for the web client's system account, which nobody may reset", async () => {
    clock = new Date(START.getTime() + 40 * 3_600_000);
    const system = await storedProfile(t.db, { name: 'holidaze_web' });
    expect((await ask(system.email)).status).toBe(202);
    const links = await t.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('profile_id', '=', system.id)
      .execute();
    expect(links).toEqual([]);
    expect(await mailsTo(t.db, system.email)).toEqual([]);

    // Nor does a link for it work, should one exist (stored before links for it were refused).
    const token = 'system-account-token-from-before-the-fix';
    await t.db
      .insertInto('password_resets')
      .values({
        token_hash: createHash('sha256').update(token).digest('hex'),
        profile_id: system.id,
        created_at: clock,
        expires_at: new Date(clock.getTime() + 3_600_000),
      })
      .execute();
    const hashBefore = await systemPasswordHash(system.id);
    expect((await confirm(token, 'now I own the web client')).status).toBe(400);
    expect(await systemPasswordHash(system.id)).toBe(hashBefore);
  });

  it('forwards a Contact page message to the operator in the same transaction', async () => {
    const sent = await t.call('POST', '/api/contact', {
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Group booking',
        message: 'Can we book three cabins for a family reunion in July?',
      },
    });
    expect(sent.status).toBe(201);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('category', '=', 'operator')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('operator@holidaze.localhost');
    expect(mail.subject).toBe('Contact: Group booking');
    expect(mail.text_body).toContain('three cabins');
  });

  it('keeps e-mail choices per person, and refuses unknown categories', async () => {
    const url = '/api/holidaze/notifications/email-preferences';
    const initial = await t.call('GET', url, { user });
    expect(initial.body.data).toEqual({
      requests: true,
      bookings: true,
      reminders: true,
      calendar: true,
      messages: true,
    });
    const body = { requests: false, bookings: true, reminders: false, calendar: true };
    // A client that does not know the unread-messages category leaves those mails on.
    const saved = { ...body, messages: true };
    expect((await t.call('PUT', url, { user, body })).body.data).toEqual(saved);
    expect((await t.call('GET', url, { user })).body.data).toEqual(saved);
    const quiet = { ...body, messages: false };
    expect((await t.call('PUT', url, { user, body: quiet })).body.data).toEqual(quiet);
    expect(
      (await t.call('PUT', url, { user, body: { ...body, confirmation: false } })).status,
    ).toBe(400);
    expect((await t.call('GET', url)).status).toBe(401);
  });
});
