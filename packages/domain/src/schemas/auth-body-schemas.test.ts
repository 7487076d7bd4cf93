import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiKeyBodySchema, loginBodySchema, makeRegisterBodySchema } from './auth-body-schemas';
import { dataOf, issuesOf, messagesAt } from './test-support';

const STUDENT = ['stud.noroff.no'];

describe('makeRegisterBodySchema (api-contract A1)', () => {
  const body = makeRegisterBodySchema(STUDENT);
  const valid = { name: 'ola_nordmann', email: 'Ola@stud.noroff.no', password: 'secret12' };

  it('lower-cases the e-mail, defaults venueManager to false and drops unknown keys', () => {
    expect(dataOf(body.safeParse({ ...valid, id: 'x', accessToken: 'y' }))).toEqual({
      name: 'ola_nordmann',
      email: 'ola@stud.noroff.no',
      password: 'secret12',
      venueManager: false,
    });
  });

  it('carries the contract messages', () => {
    const result = body.safeParse({
      name: 'Ola Nordmann with a very long name',
      email: 'ola@gmail.com',
      password: 'short',
      bio: 'x'.repeat(161),
    });
    expect(issuesOf(result)).toEqual([
      [['name'], 'Name can only use a-Z, 0-9, and _'],
      [['name'], 'Name cannot be greater than 20 characters'],
      [['email'], 'Only stud.noroff.no emails are allowed to register'],
      [['password'], 'Password must be at least 8 characters'],
      [['bio'], 'Bio cannot be greater than 160 characters'],
    ]);
  });

  it('names the configured domains in the domain message', () => {
    const result = makeRegisterBodySchema(['example.com', 'example.org']).safeParse({ ...valid });
    expect(messagesAt(result, 'email')).toEqual([
      'Only example.com or example.org emails are allowed to register',
    ]);
  });

  it('says which fields are missing', () => {
    expect(issuesOf(body.safeParse({}))).toEqual([
      [['name'], 'Name is required'],
      [['email'], 'Email is required'],
      [['password'], 'Password is required'],
    ]);
  });

  it('reports a nested media error at its JSON path', () => {
    const result = body.safeParse({ ...valid, avatar: { url: 'not a url' } });
    expect(issuesOf(result)).toEqual([
      [['avatar', 'url'], 'Image URL must be a valid http(s) URL'],
    ]);
  });

  it('accepts exactly the names of at most 20 word characters', () => {
    const word = fc.stringMatching(/^\w{1,20}$/);
    fc.assert(fc.property(word, (name) => body.safeParse({ ...valid, name }).success));
    const other = fc.string({ maxLength: 40 }).filter((name) => !/^\w{1,20}$/.test(name));
    fc.assert(
      fc.property(other, (name) => {
        const result = body.safeParse({ ...valid, name });
        return !result.success && messagesAt(result, 'name').length > 0;
      }),
    );
  });

  it('takes an e-mail with at most 64 characters before the @', () => {
    const at64 = { ...valid, email: `${'a'.repeat(64)}@stud.noroff.no` };
    expect(body.safeParse(at64).success).toBe(true);
    const at65 = { ...valid, email: `${'a'.repeat(65)}@stud.noroff.no` };
    expect(issuesOf(body.safeParse(at65))).toEqual([
      [['email'], 'Email cannot have more than 64 characters before the @'],
    ]);
  });

  it('takes a password of at most 256 characters that is not only whitespace', () => {
    expect(body.safeParse({ ...valid, password: 'p'.repeat(256) }).success).toBe(true);
    expect(body.safeParse({ ...valid, password: ' a long passphrase ' }).success).toBe(true);
    expect(issuesOf(body.safeParse({ ...valid, password: 'p'.repeat(257) }))).toEqual([
      [['password'], 'Password cannot be greater than 256 characters'],
    ]);
    for (const blank of [' '.repeat(8), '\t\n        ', '\u00a0'.repeat(10)]) {
      expect(issuesOf(body.safeParse({ ...valid, password: blank }))).toEqual([
        [['password'], 'Password cannot be only spaces'],
      ]);
    }
  });
});

describe('loginBodySchema (api-contract A2)', () => {
  it('normalises the e-mail and requires both fields', () => {
    expect(dataOf(loginBodySchema.safeParse({ email: ' A@B.no ', password: 'x' }))).toEqual({
      email: 'a@b.no',
      password: 'x',
    });
    expect(issuesOf(loginBodySchema.safeParse({ email: '' }))).toEqual([
      [['email'], 'Email is required'],
      [['password'], 'Password is required'],
    ]);
  });

  it('caps the password at 256 characters like registration, so a huge one never reaches scrypt', () => {
    const email = 'a@b.no';
    expect(dataOf(loginBodySchema.safeParse({ email, password: 'p'.repeat(256) }))).toEqual({
      email,
      password: 'p'.repeat(256),
    });
    expect(issuesOf(loginBodySchema.safeParse({ email, password: 'p'.repeat(257) }))).toEqual([
      [['password'], 'Password cannot be greater than 256 characters'],
    ]);
    expect(issuesOf(loginBodySchema.safeParse({ email, password: 'p'.repeat(1_048_576) }))).toEqual(
      [[['password'], 'Password cannot be greater than 256 characters']],
    );
  });
});

describe('apiKeyBodySchema (api-contract A3)', () => {
  it('takes no body, an empty body or a name of at most 32 characters', () => {
    expect(dataOf(apiKeyBodySchema.safeParse(undefined))).toEqual({});
    expect(dataOf(apiKeyBodySchema.safeParse({}))).toEqual({});
    expect(dataOf(apiKeyBodySchema.safeParse({ name: ' web ' }))).toEqual({ name: 'web' });
    expect(issuesOf(apiKeyBodySchema.safeParse({ name: 'x'.repeat(33) }))).toEqual([
      [['name'], 'Name cannot be greater than 32 characters'],
    ]);
  });
});
