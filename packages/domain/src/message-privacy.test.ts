import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARED_AFTER_BOOKING, hideContactDetails, shownMessageBody } from './message-privacy';

const hidden = SHARED_AFTER_BOOKING;
/** Words with neither digits nor @: never taken for contact details. */
const plainWord = fc.stringMatching(/^[A-Za-zæøåÆØÅ!?,]{1,12}$/);
const plainText = fc.array(plainWord, { maxLength: 20 }).map((words) => words.join(' '));
const phone = fc
  .tuple(
    fc.constantFrom('', '+47 ', '+1 ', '0047 '),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 12 }),
    fc.constantFrom('', ' ', '-', '.'),
  )
  .map(([prefix, digits, separator]) => {
    const text = digits.join('');
    return `${prefix}${text.slice(0, 3)}${separator}${text.slice(3, 5)}${separator}${text.slice(5)}`;
  });

describe('hiding contact details', () => {
  it('hides e-mail addresses and phone numbers written in a message', () => {
    expect(hideContactDetails('Mail me at kari.nordmann@example.no or call +47 912 34 567!')).toBe(
      `Mail me at ${hidden} or call ${hidden}!`,
    );
    expect(hideContactDetails('My number: 91234567')).toBe(`My number: ${hidden}`);
  });

  it('keeps dates, prices, guest counts and short numbers', () => {
    const text = 'From 2031-05-01 to 05.05.2031, 4 guests, 1200 NOK a night, room 12';
    expect(hideContactDetails(text)).toBe(text);
  });

  it('hides any e-mail address within any text', () => {
    fc.assert(
      fc.property(plainText, fc.emailAddress(), plainText, (before, email, after) => {
        const shown = hideContactDetails(`${before} ${email} ${after}`);
        expect(shown).not.toContain(email);
        expect(shown).toContain(hidden);
      }),
    );
  });

  it('hides any phone number of 8 to 12 digits within any text', () => {
    fc.assert(
      fc.property(plainText, phone, plainText, (before, number, after) => {
        const shown = hideContactDetails(`${before} ${number} ${after}`);
        expect(shown.replace(/\D/g, '')).toBe('');
        expect(shown).toContain(hidden);
      }),
    );
  });

  it('leaves text without digits or @ unchanged, and is idempotent', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(hideContactDetails(text)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const once = hideContactDetails(text);
        expect(hideContactDetails(once)).toBe(once);
      }),
    );
  });
});

describe('what the viewer is shown of a message', () => {
  const body = 'Call me on 912 34 567';
  it('shows the writer what they wrote', () => {
    expect(shownMessageBody({ body, writtenByViewer: true }, false)).toBe(body);
  });
  it('hides contact details from the other side before a confirmed booking', () => {
    expect(shownMessageBody({ body, writtenByViewer: false }, false)).toBe(`Call me on ${hidden}`);
  });
  it('shows them once the pair has a confirmed booking', () => {
    expect(shownMessageBody({ body, writtenByViewer: false }, true)).toBe(body);
  });
});
