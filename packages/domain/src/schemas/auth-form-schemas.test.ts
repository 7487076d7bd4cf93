import { describe, expect, it } from 'vitest';
import { makeLoginFormSchema, makeRegisterFormSchema } from './auth-form-schemas';
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

  it('shares the register body limits: 64 characters before the @, passwords of 256 and not blank', () => {
    const long = 'p'.repeat(257);
    const result = register.safeParse({
      ...valid,
      email: `${'a'.repeat(65)}@stud.noroff.no`,
      password: long,
      repeatPassword: long,
    });
    expect(issuesOf(result)).toEqual([
      [['email'], 'Email cannot have more than 64 characters before the @'],
      [['password'], 'Password cannot be greater than 256 characters'],
    ]);
    // A short password still lets the mismatch show (only "required" stops the form's checks).
    expect(
      issuesOf(register.safeParse({ ...valid, password: 'short', repeatPassword: 'other' })),
    ).toEqual([
      [['password'], 'Minimum 8 characters'],
      [['repeatPassword'], 'Passwords do not match'],
    ]);
    const blank = ' '.repeat(9);
    expect(
      issuesOf(register.safeParse({ ...valid, password: blank, repeatPassword: blank })),
    ).toEqual([[['password'], 'Password cannot be only spaces']]);
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
