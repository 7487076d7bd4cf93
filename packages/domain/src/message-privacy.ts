/**
 * Before a confirmed booking, e-mail addresses and phone numbers in a message are hidden from
 * the other side of the conversation, as large marketplaces do to keep payments and reviews on
 * the platform (docs/security.md, "Conversations"). The writer always sees what they wrote.
 */
export const SHARED_AFTER_BOOKING = '[shared after booking]';

const EMAIL = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/g;
/** A run of digits with the separators phone numbers are written with; at least 8 digits. */
const PHONE = /\+?\(?\d[\d\s().\-/]{5,}\d/g;
const PHONE_MIN_DIGITS = 8;
/** What looks like a phone number but is a date a guest means: 2031-05-01, 01.05.2031. */
const DATE = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/;

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** The body with every e-mail address and phone number replaced by SHARED_AFTER_BOOKING. */
export function hideContactDetails(body: string): string {
  return body.replace(EMAIL, SHARED_AFTER_BOOKING).replace(PHONE, (match) => {
    const trimmed = match.trim();
    if (digitsIn(trimmed) < PHONE_MIN_DIGITS || DATE.test(trimmed)) return match;
    return SHARED_AFTER_BOOKING;
  });
}

/**
 * What `viewer` is shown of a message: as written when they wrote it or when the pair has a
 * confirmed booking, else with contact details hidden.
 */
export function shownMessageBody(
  message: { body: string; writtenByViewer: boolean },
  pairHasConfirmedBooking: boolean,
): string {
  if (message.writtenByViewer || pairHasConfirmedBooking) return message.body;
  return hideContactDetails(message.body);
}
