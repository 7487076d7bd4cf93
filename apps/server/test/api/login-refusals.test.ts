import { describe, expect, it } from 'vitest';
import { storedProfile } from '../support/test-rows.js';
import { PASSWORD, errorWith, useTestApp, type TestApp } from './support/test-app.js';

/**
 * Who may log in at all: only e-mails of ALLOWED_EMAIL_DOMAINS (as the README says; an account
 * kept from before the list changed included), and never the web client's system account, which
 * owns the public API key. Both get the answer of a wrong password.
 */
const login = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });

/** A profile with `email` whose password is PASSWORD (the hash of a registered user's). */
async function accountWith(t: TestApp, name: string, email: string): Promise<void> {
  const registered = await t.createUser(name);
  const { password_hash } = await storedProfile(t.db, { email: registered.email });
  await t.db
    .insertInto('profiles')
    .values({
      name: `${name}_kept`,
      email,
      password_hash,
      avatar_url: '/media/defaults/avatar.svg',
      banner_url: '/media/defaults/banner.svg',
    })
    .execute();
}

/** The system account, given a password someone knows (as a reset link once could). */
async function systemAccountWithKnownPassword(t: TestApp): Promise<string> {
  const donor = await t.createUser('donor');
  const { password_hash } = await storedProfile(t.db, { email: donor.email });
  const system = await t.db
    .updateTable('profiles')
    .set({ password_hash })
    .where('name', '=', 'holidaze_web')
    .returning('email')
    .executeTakeFirstOrThrow();
  return system.email;
}

describe('login with the default ALLOWED_EMAIL_DOMAINS (stud.noroff.no)', () => {
  const t = useTestApp('pglite');

  it('refuses an account whose e-mail is of another domain, as a wrong password', async () => {
    await accountWith(t, 'elsewhere', 'kept.from.before@example.com');
    const response = await login(t, 'kept.from.before@example.com');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(errorWith(401, 'Invalid email or password'));
  });

  it('still logs in an account of the allowed domain', async () => {
    const user = await t.createUser('allowed_one');
    expect((await login(t, user.email)).statusCode).toBe(200);
  });

  it('refuses the system account', async () => {
    expect((await login(t, await systemAccountWithKnownPassword(t))).statusCode).toBe(401);
  });
});

describe('login with any domain allowed (ALLOWED_EMAIL_DOMAINS empty)', () => {
  const t = useTestApp('pglite', { allowedEmailDomains: [] });

  it('logs in an account of any domain', async () => {
    await accountWith(t, 'anywhere', 'someone@example.com');
    expect((await login(t, 'someone@example.com')).statusCode).toBe(200);
  });

  it('still refuses the system account, with the answer of a wrong password', async () => {
    const response = await login(t, await systemAccountWithKnownPassword(t));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(errorWith(401, 'Invalid email or password'));
  });
});
