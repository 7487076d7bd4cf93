import { DATE_FROM_IN_PAST } from '../stay-limits';
import { GUESTS_WHOLE } from './range-messages';
/** Every validation message of the spec (web forms) and the API contract, in one place. */
export const MESSAGES = {
  // Web forms (spec §5)
  emailRequired: 'Email is required',
  onlyDomainEmails: (hosts: string) => `Only ${hosts} emails allowed`,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password cannot be greater than 256 characters',
  passwordBlank: 'Password cannot be only spaces',
  emailLocalPartTooLong: 'Email cannot have more than 64 characters before the @',
  usernameRequired: 'Username is required',
  usernameTooShort: 'At least 3 characters',
  passwordMinimum: 'Minimum 8 characters',
  repeatPasswordRequired: 'Please repeat your password',
  passwordsDoNotMatch: 'Passwords do not match',
  fieldRequired: 'This field is required',
  mediaUrlRequired: 'Image URL is required',
  bioTooLong: 'Bio cannot be greater than 160 characters',
  // API bodies (api-contract)
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  nameCharacters: 'Name can only use a-Z, 0-9, and _',
  nameTooLong: 'Name cannot be greater than 20 characters',
  onlyDomainRegister: (hosts: string) => `Only ${hosts} emails are allowed to register`,
  emailInvalid: 'Email must be a valid email',
  priceNegative: 'You cannot pay guests to stay at your venue',
  priceTooHigh: 'Price cannot be greater than 10,000',
  priceNumber: 'Price must be a number',
  maxGuestsTooLow: 'A venue must accommodate at least one guest',
  maxGuestsTooHigh: 'A venue cannot accommodate more than 100 guests',
  maxGuestsWhole: 'Max guests must be a whole number',
  ratingRange: 'Rating must be between 0 and 5',
  ratingStep: 'Rating must be in steps of 0.5',
  tooManyImages: 'You cannot have more than 8 images',
  mediaUrlInvalid: 'Image URL must be a valid http(s) URL',
  mediaUrlTooLong: 'Image URL cannot be greater than 300 characters',
  mediaAltTooLong: 'Image alt text cannot be greater than 120 characters',
  venueNameTooLong: 'Name cannot be greater than 200 characters',
  descriptionTooLong: 'Description cannot be greater than 5000 characters',
  locationTextTooLong: 'Location fields cannot be greater than 200 characters',
  latRange: 'Latitude must be between -90 and 90',
  lngRange: 'Longitude must be between -180 and 180',
  latNumber: 'Latitude must be a number',
  lngNumber: 'Longitude must be a number',
  atLeastOneVenueField: 'You must provide at least one field to update',
  atLeastOneBookingField: 'You must provide either dateFrom, dateTo, or guests',
  atLeastOneProfileField: 'You must provide at least one field to update',
  languageUnknown: 'Language must be en or nb',
  translationNeedsLanguage: 'descriptionTranslation needs descriptionLanguage',
  apiKeyNameEmpty: 'Name cannot be empty',
  apiKeyNameTooLong: 'Name cannot be greater than 32 characters',
  dateInvalid: 'Must be a valid date (YYYY-MM-DD or an ISO date-time)',
  guestsRange: 'Guests must be a whole number between 1 and 100',
  minimumStay: 'Minimum stay 1 night',
  dateFromInPast: DATE_FROM_IN_PAST,
  invalidUuid: 'Invalid uuid',
  queryRequired: 'Query is required',
  queryEmpty: 'Query cannot be empty',
  queryTooLong: 'Query cannot be greater than 200 characters',
  pagePositive: 'Page must be a positive integer',
  limitRange: 'Limit must be an integer between 1 and 100',
  sortOrder: "sortOrder must be 'asc' or 'desc'",
  sortField: (fields: readonly string[]) => `sort must be one of: ${fields.join(', ')}`,
  guestsQuery: GUESTS_WHOLE,
  datesTogether: 'dateFrom and dateTo must be given together',
  profileNameInvalid: 'Profile name must be 1 to 20 characters',
} as const;

export const hostsText = (domains: readonly string[]) => domains.join(' or ');

export const REQUIRED_FIELD_MESSAGES = {
  email: 'Email is required',
  password: 'Password is required',
  price: 'Price is required',
  maxGuests: 'Max guests is required',
  guests: 'Guests is required',
  venueId: 'venueId is required',
  dateFrom: 'dateFrom is required',
  dateTo: 'dateTo is required',
} as const;

/**
 * A zod `error` option that tells a missing field from one of the wrong type: a JSON body
 * without `price` needs "Price is required", a body with `price: "100"` needs another message.
 */
export const requiredOr =
  (required: string, invalid: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? required : invalid;
