import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { resetTokenMailedTo } from '../support/test-rows.js';
import { inTurn, useTestApp } from './support/test-app.js';

/**
 * The page a reset link opens asks first whether the link still works, so a used or expired
 * link says so before anyone types; and a changed password is told to the account's address.
 */
const START = new Date('2031-03-01T10:00:00.000Z');

describeEachEngine('checking a reset link, and the mail after a change', (engine) => {
  let clock = START;
  const t = useTestApp(engine, {}, { now: () => clock });
  const [user] = t.useTravellers('check_link');

  const check = (token: unknown) =>
    t.call('POST', '/api/auth/password-reset/check', { body: { token } });
  const confirm = (token: string, password: string) =>
    t.call('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
  const mailsTo = (subject: string) =>
    t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .where('subject', '=', subject)
      .orderBy('created_at', 'desc')
      .execute();
  const newLink = async () => {
    await t.call('POST', '/api/auth/password-reset', { body: { email: user.email } });
    return resetTokenMailedTo(t.db, user.email);
  };

  it('says a fresh link works without using it up, and says nothing of whose it is', async () => {
    const token = await newLink();
    const first = await check(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { usable: true }, meta: {} });
    expect((await check(token)).body.data).toEqual({ usable: true });
    expect((await confirm(token, 'a fresh passphrase')).status).toBe(200);
    // Used now: the page says so at once.
    expect((await check(token)).body).toEqual({ data: { usable: false }, meta: {} });
  });

  it('says an expired or made-up link does not work, alike', async () => {
    clock = new Date(START.getTime() + 2 * 3_600_000);
    const token = await newLink();
    clock = new Date(clock.getTime() + 3_600_000 + 1);
    const expired = await check(token);
    const madeUp = await check('y'.repeat(43));
    expect(expired.body).toEqual({ data: { usable: false }, meta: {} });
    expect(madeUp.body).toEqual(expired.body);
    expect((await check('short')).status).toBe(400);
    expect((await check(undefined)).status).toBe(400);
  });

  it('mails the account that its password was changed, with what to do if it was not them', async () => {
    clock = new Date(START.getTime() + 5 * 3_600_000);
    const before = (await mailsTo('Your Holidaze password was changed')).length;
    const token = await newLink();
    expect((await confirm(token, 'yet another passphrase')).status).toBe(200);
    const mails = await mailsTo('Your Holidaze password was changed');
    expect(mails).toHaveLength(before + 1);
    const mail = mails[0]!;
    expect(mail.category).toBe('account');
    expect(mail.text_body).toContain('was changed on 2031-03-01 15:00 UTC');
    expect(mail.text_body).toContain('If it was not you');
    expect(mail.text_body).toContain('/forgot-password');
    // A refused confirmation changes nothing and mails nothing.
    expect((await confirm(token, 'a second try, refused')).status).toBe(400);
    expect(await mailsTo('Your Holidaze password was changed')).toHaveLength(before + 1);
  });
});

describe('checking reset links', () => {
  const t = useTestApp('pglite', { authRateLimit: { max: 10, windowMs: 60_000 } });

  it('is limited like the reset itself', async () => {
    const statuses = await inTurn(15, async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/check',
        remoteAddress: '203.0.113.50',
        payload: { token: 'z'.repeat(43) },
      });
      return answer.statusCode;
    });
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
