import { describe, expect, it } from 'vitest';
import { MESSAGES, hostsText, requiredOr } from './messages';

describe('MESSAGES', () => {
  it('holds the form messages of spec §5 verbatim', () => {
    expect(MESSAGES.emailRequired).toBe('Email is required');
    expect(MESSAGES.onlyDomainEmails('stud.noroff.no')).toBe('Only stud.noroff.no emails allowed');
    expect(MESSAGES.passwordRequired).toBe('Password is required');
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(MESSAGES.usernameRequired).toBe('Username is required');
    expect(MESSAGES.usernameTooShort).toBe('At least 3 characters');
    expect(MESSAGES.passwordMinimum).toBe('Minimum 8 characters');
    expect(MESSAGES.repeatPasswordRequired).toBe('Please repeat your password');
    expect(MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(MESSAGES.nameRequired).toBe('Name is required');
    expect(MESSAGES.descriptionRequired).toBe('Description is required');
    expect(MESSAGES.fieldRequired).toBe('This field is required');
    expect(MESSAGES.minimumStay).toBe('Minimum stay 1 night');
  });

  it('holds the validation messages of the API contract verbatim', () => {
    expect(MESSAGES.nameCharacters).toBe('Name can only use a-Z, 0-9, and _');
    expect(MESSAGES.nameTooLong).toBe('Name cannot be greater than 20 characters');
    expect(MESSAGES.onlyDomainRegister('stud.noroff.no')).toBe(
      'Only stud.noroff.no emails are allowed to register',
    );
    expect(MESSAGES.priceNegative).toBe('You cannot pay guests to stay at your venue');
    expect(MESSAGES.priceTooHigh).toBe('Price cannot be greater than 10,000');
    expect(MESSAGES.maxGuestsTooLow).toBe('A venue must accommodate at least one guest');
    expect(MESSAGES.maxGuestsTooHigh).toBe('A venue cannot accommodate more than 100 guests');
    expect(MESSAGES.tooManyImages).toBe('You cannot have more than 8 images');
    expect(MESSAGES.atLeastOneVenueField).toBe('You must provide at least one field to update');
    expect(MESSAGES.atLeastOneBookingField).toBe(
      'You must provide either dateFrom, dateTo, or guests',
    );
    expect(MESSAGES.dateFromInPast).toBe('dateFrom cannot be in the past');
    expect(MESSAGES.invalidUuid).toBe('Invalid uuid');
    expect(MESSAGES.queryRequired).toBe('Query is required');
    expect(MESSAGES.queryEmpty).toBe('Query cannot be empty');
  });

  it('names several domains joined by "or"', () => {
    expect(hostsText(['stud.noroff.no', 'noroff.no'])).toBe('stud.noroff.no or noroff.no');
    expect(MESSAGES.sortField(['name', 'price'])).toBe('sort must be one of: name, price');
  });
});

describe('requiredOr', () => {
  it('tells a missing value from a wrong one', () => {
    const error = requiredOr('Price is required', 'Price must be a number');
    expect(error({ input: undefined })).toBe('Price is required');
    expect(error({ input: '100' })).toBe('Price must be a number');
    expect(error({ input: null })).toBe('Price must be a number');
  });
});
