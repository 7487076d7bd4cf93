import { describe, expect, it } from 'vitest';
import { allowedEmail, isEmailInDomains } from './email-schema';
import { dataOf, issuesOf } from './test-support';

describe('isEmailInDomains', () => {
  it('compares domains case-insensitively', () => {
    expect(isEmailInDomains(['Stud.Noroff.no'])('a@STUD.noroff.NO')).toBe(true);
    expect(isEmailInDomains(['stud.noroff.no'])('a@noroff.no')).toBe(false);
  });
});

describe('allowedEmail', () => {
  const schema = allowedEmail('Email is required', ['stud.noroff.no'], 'Only students');

  it('gives exactly one message for each kind of wrong e-mail', () => {
    expect(issuesOf(schema.safeParse(undefined))).toEqual([[[], 'Email is required']]);
    expect(issuesOf(schema.safeParse(' '))).toEqual([[[], 'Email is required']]);
    expect(issuesOf(schema.safeParse('ola at stud.noroff.no'))).toEqual([
      [[], 'Email must be a valid email'],
    ]);
    expect(issuesOf(schema.safeParse('ola@gmail.com'))).toEqual([[[], 'Only students']]);
    expect(dataOf(schema.safeParse(' OLA@stud.noroff.no'))).toBe('ola@stud.noroff.no');
  });
});
