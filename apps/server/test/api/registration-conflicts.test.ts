import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';

describe('registering with a taken username or e-mail', () => {
  const t = useTestApp('pglite');
  const register = (name: string, email: string) =>
    t.call('POST', '/api/auth/register', { body: { name, email, password: 'password123' } });

  it('says which of the two is taken, with its field, and keeps the contract words', async () => {
    await t.createUser('first_owner');
    const nameTaken = await register('FIRST_owner', 'someone_new@stud.noroff.no');
    expect(nameTaken.status).toBe(400);
    expect(nameTaken.body.errors).toEqual([
      {
        code: 'account.nameTaken',
        message: 'Profile already exists: this username is taken',
        path: ['name'],
      },
    ]);

    const emailTaken = await register('another_name', 'first_owner@stud.noroff.no');
    expect(emailTaken.body.errors).toEqual([
      {
        code: 'account.emailTaken',
        message: 'Profile already exists: this email address already has an account',
        path: ['email'],
      },
    ]);

    const bothTaken = await register('first_owner', 'first_owner@stud.noroff.no');
    expect(bothTaken.body.errors.map((e: { path: string[] }) => e.path)).toEqual([
      ['name'],
      ['email'],
    ]);
    const stored = await t.db.selectFrom('profiles').select('name').execute();
    expect(stored.filter((row) => row.name.toLowerCase() === 'another_name')).toEqual([]);
  });
});
