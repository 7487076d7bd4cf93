import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { accountKey } from '../../src/features/auth/login-backoff.js';
import { errorWith, useTestApp } from './support/test-app.js';

/**
 * Failed logins are counted per e-mail (login_failures, keyed on it), so the e-mail a login
 * sends became an index key, and one longer than a B-tree entry may hold was a 500. The key is
 * now a digest of the e-mail.
 */
describeEachEngine('a login with an overlong e-mail', (engine) => {
  const t = useTestApp(engine);

  it('is an ordinary failed login (401), never a 500, counted under a digest of the e-mail', async () => {
    const email = `${randomBytes(3000).toString('hex')}@stud.noroff.no`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password' },
    });
    expect(response.json()).toMatchObject(errorWith(401, 'Invalid email or password'));
    const rows = await t.db.selectFrom('login_failures').select(['email', 'failures']).execute();
    expect(rows).toEqual([{ email: accountKey(email), failures: 1 }]);
    expect(accountKey(email)).toMatch(/^[0-9a-f]{64}$/);
  });
});
