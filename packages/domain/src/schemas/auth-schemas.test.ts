import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiKeyBodySchema,
  isEmailInDomains,
  loginBodySchema,
  makeLoginFormSchema,
  makeRegisterBodySchema,
  makeRegisterFormSchema,
} from './auth-schemas';
import { dataOf, issuesOf, messagesAt } from './test-support';

const STUDENT = ['stud.noroff.no'];

describe('makeLoginFormSchema (spec §5)', () => {
  const login = makeLoginFormSchema(STUDENT);

  it('accepts a student e-mail and an 8-character password, trimmed and lower-cased', () => {
    expect(
      dataOf(login.safeParse({ email: ' Ola@Stud.Noroff.NO ', password: '12345678' })),
    ).toEqual({ email: 'ola@stud.noroff.no', password: '12345678' });
  });

  it('gives one message per empty field', () => {
    expect(issuesOf(login.safeParse({ email: '  ', password: '' }))).toEqual([
      [['email'], 'Email is required'],
      [['password'], 'Password is required'],
    ]);
  });

  it('refuses other domains, naming the allowed one', () => {
    expect(
      messagesAt(login.safeParse({ email: 'ola@gmail.com', password: '12345678' }), 'email'),
    ).toEqual(['Only stud.noroff.no emails allowed']);
  });

  it('joins several allowed domains with "or"', () => {
    const two = makeLoginFormSchema(['stud.noroff.no', 'noroff.no']);
    expect(messagesAt(two.safeParse({ email: 'a@b.no', password: '12345678' }), 'email')).toEqual([
      'Only stud.noroff.no or noroff.no emails allowed',
    ]);
    expect(two.safeParse({ email: 'teacher@noroff.no', password: '12345678' }).success).toBe(true);
  });

  it('refuses a short password', () => {
    expect(
      messagesAt(login.safeParse({ email: 'a@stud.noroff.no', password: '1234567' }), 'password'),
    ).toEqual(['Password must be at least 8 characters']);
  });

  it('does not take the bare domain or a look-alike domain for an address', () => {
    for (const email of [
      'stud.noroff.no',
      '@stud.noroff.no',
      'a@evilstud.noroff.no',
      'a@stud.noroff.no.evil.com',
    ]) {
      expect(login.safeParse({ email, password: '12345678' }).success, email).toBe(false);
    }
  });

  it('allows any domain when the list is empty', () => {
    const open = makeLoginFormSchema([]);
    expect(open.safeParse({ email: 'ola@gmail.com', password: '12345678' }).success).toBe(true);
    expect(messagesAt(open.safeParse({ email: 'ola', password: '12345678' }), 'email')).toEqual([
      'Email must be a valid email',
    ]);
  });
});

describe('makeRegisterFormSchema (spec §5)', () => {
  const register = makeRegisterFormSchema(STUDENT);
  const valid = {
    name: 'ola',
    email: 'ola@stud.noroff.no',
    password: 'secret12',
    repeatPassword: 'secret12',
  };

  it('accepts a complete form', () => {
    expect(dataOf(register.safeParse(valid))).toEqual(valid);
  });

  it('reports every empty field with its message', () => {
    expect(
      issuesOf(register.safeParse({ name: '', email: '', password: '', repeatPassword: '' })),
    ).toEqual([
      [['name'], 'Username is required'],
      [['email'], 'Email is required'],
      [['password'], 'Password is required'],
      [['repeatPassword'], 'Please repeat your password'],
    ]);
  });

  it('gives the short-value messages', () => {
    const result = register.safeParse({
      ...valid,
      name: 'ol',
      password: 'short',
      repeatPassword: 'short',
    });
    expect(issuesOf(result)).toEqual([
      [['name'], 'At least 3 characters'],
      [['password'], 'Minimum 8 characters'],
    ]);
  });

  it('puts a mismatch on repeatPassword, even while another field is wrong', () => {
    const result = register.safeParse({
      ...valid,
      email: 'ola@gmail.com',
      repeatPassword: 'secret13',
    });
    expect(issuesOf(result)).toEqual([
      [['email'], 'Only stud.noroff.no emails allowed'],
      [['repeatPassword'], 'Passwords do not match'],
    ]);
  });
});

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

describe('isEmailInDomains', () => {
  it('compares domains case-insensitively', () => {
    expect(isEmailInDomains(['Stud.Noroff.no'])('a@STUD.noroff.NO')).toBe(true);
    expect(isEmailInDomains(['stud.noroff.no'])('a@noroff.no')).toBe(false);
  });
});
