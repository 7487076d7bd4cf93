import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARED_AFTER_BOOKING, hideContactDetails, shownMessageBody } from './message-privacy';

const hidden = SHARED_AFTER_BOOKING;

/** Digits as people spell them out, in English and Norwegian (both words for 7, both for 0). */
const DIGIT_WORDS: readonly (readonly string[])[] = [
  ['zero', 'null'],
  ['one', 'en', 'ett'],
  ['two', 'to'],
  ['three', 'tre'],
  ['four', 'fire'],
  ['five', 'fem'],
  ['six', 'seks'],
  ['seven', 'sju', 'syv'],
  ['eight', 'åtte'],
  ['nine', 'ni'],
];
/** Words the rule reads as part of an address, a number or a price: never plain words here. */
const RESERVED = new Set([
  ...DIGIT_WORDS.flat(),
  ...['én', 'ein', 'eitt', 'ten', 'ti', 'eleven', 'elleve', 'twelve', 'tolv', 'thirteen'],
  ...['tretten', 'fourteen', 'fjorten', 'fifteen', 'femten', 'sixteen', 'seksten', 'seventeen'],
  ...['sytten', 'eighteen', 'atten', 'nineteen', 'nitten', 'twenty', 'tjue', 'tyve', 'thirty'],
  ...['tretti', 'forty', 'førti', 'fifty', 'femti', 'sixty', 'seksti', 'seventy', 'sytti'],
  ...['eighty', 'åtti', 'ninety', 'nitti'],
  ...['at', 'a', 'dot', 'punktum', 'prikk', 'krøll', 'krøllalfa', 'alfakrøll', 'oh'],
  ...['nok', 'kr', 'kroner', 'eur', 'euro', 'usd', 'sek', 'dkk', 'gbp'],
]);
/** Norwegian's one-word 21–99 ("nittiåtte"), a number word too. */
const NORWEGIAN_TENS =
  /^(tjue|tyve|tretti|førti|femti|seksti|sytti|åtti|nitti)(en|ett|to|tre|fire|fem|seks|sju|syv|åtte|ni)$/;
const isReserved = (part: string) =>
  RESERVED.has(part.toLowerCase()) || NORWEGIAN_TENS.test(part.toLowerCase());
/** Words with neither digits nor @, and none of the words above, even beside a comma ("To,å"). */
const plainWord = fc
  .stringMatching(/^[A-Za-zæøåÆØÅ!?,]{1,12}$/)
  .filter((word) => !word.split(/[!?,]+/).some(isReserved));
const plainText = fc.array(plainWord, { maxLength: 12 }).map((words) => words.join(' '));

/** `before`, the thing, `after`: the thing and nothing else must be replaced. */
const inText = (thing: fc.Arbitrary<string>) => fc.tuple(plainText, thing, plainText);
const joined = ([before, thing, after]: [string, string, string]) =>
  [before, thing, after].filter(Boolean).join(' ');
const expectedHidden = ([before, , after]: [string, string, string]) =>
  [before, hidden, after].filter(Boolean).join(' ');

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

/** Eight digits as a Norwegian number is written, grouped and separated in any common way. */
const groupedNumber = fc
  .tuple(
    fc.constantFrom('', '+47 ', '+47', '0047 ', '(+47) ', '+ 47 '),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
    fc.constantFrom([8], [4, 4], [3, 2, 3], [2, 2, 2, 2], [3, 3, 2], [1, 1, 1, 1, 1, 1, 1, 1]),
    fc.constantFrom(' ', '  ', '.', '-', ' - ', '/', '. '),
  )
  .map(([prefix, digits, groups, separator]) => {
    let at = 0;
    const parts = groups.map((size) => digits.slice(at, (at += size)).join(''));
    return prefix + parts.join(separator);
  });

/** Eight to twelve digits, each a word (English or Norwegian) or, now and then, a digit. */
const spokenNumber = fc
  .tuple(
    fc.array(
      fc
        .integer({ min: 0, max: 9 })
        .chain((digit) =>
          fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...DIGIT_WORDS[digit]!) },
            { weight: 1, arbitrary: fc.constant(String(digit)) },
          ),
        ),
      { minLength: 8, maxLength: 12 },
    ),
    fc.constantFrom(' ', '-', ' - ', '  '),
    fc.boolean(),
  )
  .map(([words, separator, capitalised]) => {
    const text = words.join(separator);
    return capitalised ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  });

const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/).filter((word) => !RESERVED.has(word));
const AT_SPELLINGS = [
  ' at ',
  ' AT ',
  '(at)',
  ' (at) ',
  '[at]',
  ' [at] ',
  '{at}',
  '(a)',
  ' @ ',
  '@',
  ' krøllalfa ',
  ' alfakrøll ',
  '(krøll)',
];
const DOT_SPELLINGS = [
  '.',
  ' . ',
  ' dot ',
  ' DOT ',
  '(dot)',
  ' (dot) ',
  '[dot]',
  ' [dot] ',
  ' punktum ',
  ' prikk ',
];
/** An address with its @ and dots spelled out, as people write them to pass a filter. */
const spelledEmail = fc
  .tuple(
    fc.array(label, { minLength: 1, maxLength: 2 }),
    fc.array(label, { minLength: 1, maxLength: 2 }),
    fc.constantFrom('com', 'no', 'net', 'org', 'se', 'io', 'co', 'uk'),
    fc.constantFrom(...AT_SPELLINGS),
    fc.constantFrom(...DOT_SPELLINGS),
  )
  .map(([local, domain, tld, at, dot]) => `${local.join(dot)}${at}${domain.join(dot)}${dot}${tld}`);

describe('hiding contact details', () => {
  it('hides e-mail addresses and phone numbers written in a message', () => {
    expect(hideContactDetails('Mail me at kari.nordmann@example.no or call +47 912 34 567!')).toBe(
      `Mail me at ${hidden} or call ${hidden}!`,
    );
    expect(hideContactDetails('My number: 91234567')).toBe(`My number: ${hidden}`);
  });

  it('hides the spellings people use to pass a filter', () => {
    const cases = [
      'ola dot nordmann at gmail dot com',
      'ola(at)gmail(dot)com',
      'ola [at] gmail . com',
      'ola krøllalfa gmail punktum com',
      'Ola.Nordmann AT Gmail DOT com',
      '9 8 7 6 5 4 3 2',
      '98.76.54.32',
      '+47 987 65 432',
      '(+47) 987 65 432',
      'nine eight seven six five four three two',
      'Nine-eight-seven-six-five-four-three-two',
      'ni åtte sju seks fem fire tre to',
      'ni åtte syv seks fem fire tre to',
      'null ni åtte 7 6 fem fire tre',
      'ninety-eight seventy-six fifty-four thirty-two',
      'nittiåtte syttiseks femtifire trettito',
    ];
    for (const text of cases) {
      expect(hideContactDetails(`Reach me: ${text}, thanks`)).toBe(`Reach me: ${hidden}, thanks`);
    }
  });

  it('keeps dates, prices, guest counts, times and house numbers', () => {
    const texts = [
      'From 2031-05-01 to 05.05.2031, 4 guests, 1200 NOK a night, room 12',
      'We arrive 12.12.2026 and leave 14.12.2026',
      'Booked 12.12.2026 - 14.12.2026, 2 adults and 3 children',
      'Booked 12.12.2026-14.12.2026 or 1/2/2027–3/2/2027, from 14.00-16.00',
      'Check-in 12.12.2026 14:00, check-out 14.12.2026 kl. 11.00',
      'It costs NOK 1 200 a night, kr 12 500 for the week or 1 200,- per night',
      'The price is 12 000 kr, 2 adults and 3 children, Storgata 12',
      'Storgata 12, 0155 Oslo',
      'Vi er 2 voksne og 3 barn, fra kl 14 til 16',
      'Dates 1/2/2027 to 3/2/2027, between 14:00 and 16:00',
      'Seven to nine, ten to twelve people, two adults and three children',
      'Season 2026-2027 or 2026/27',
      'We are four adults, two children and one dog',
      'Fra 2026 til 2027, og vi håper at alt går bra. Com',
      'Meet me at the station. Dot me a line',
    ];
    for (const text of texts) expect(hideContactDetails(text)).toBe(text);
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

  it.each([
    ['address with its @ and dots spelled out, in English or Norwegian', spelledEmail],
    ['number grouped by spaces, dots, dashes or slashes', groupedNumber],
    ['number spelled out in words, English or Norwegian, mixed with digits', spokenNumber],
  ])('hides any %s within any text', (_, written) => {
    fc.assert(
      fc.property(inText(written), (parts) => {
        expect(hideContactDetails(joined(parts))).toBe(expectedHidden(parts));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves sentences with dates, times, prices, counts and house numbers unchanged', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const date = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .chain((day) => {
        const [d, m, y] = [day.getUTCDate(), day.getUTCMonth() + 1, day.getUTCFullYear()];
        return fc.constantFrom(
          `${two(d)}.${two(m)}.${y}`,
          `${d}.${m}.${y}`,
          `${y}-${two(m)}-${two(d)}`,
          `${d}/${m}/${y}`,
          `${two(d)}.${two(m)}.${String(y).slice(2)}`,
        );
      });
    const rangeDate = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .chain((day) => {
        const [d, m, y] = [day.getUTCDate(), day.getUTCMonth() + 1, day.getUTCFullYear()];
        return fc.constantFrom(`${two(d)}.${two(m)}.${y}`, `${d}.${m}.${y}`, `${d}/${m}/${y}`);
      });
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
      .map(([h, m, colon]) => `${colon ? h : two(h)}${colon ? ':' : '.'}${two(m)}`);
    const amount = fc
      .integer({ min: 1, max: 9_999_999 })
      .map((n) => n.toLocaleString('nb-NO').replace(/\s/g, ' '));
    const price = fc
      .tuple(amount, fc.constantFrom('NOK ', 'kr ', 'kr. ', '€', '$', 'EUR '), fc.boolean())
      .map(([n, currency, before]) =>
        before ? `${currency}${n}` : `${n} ${currency.trim().replace('.', '')}`,
      );
    const count = fc.integer({ min: 0, max: 99 });
    const sentence = fc.oneof(
      fc.tuple(date, date).map(([a, b]) => `From ${a} to ${b}`),
      fc.tuple(date, date).map(([a, b]) => `${a} - ${b}`),
      fc
        .tuple(rangeDate, rangeDate, fc.constantFrom('-', '–'))
        .map(([a, b, dash]) => `${a}${dash}${b}`),
      fc.tuple(date, time).map(([a, b]) => `arriving ${a} ${b}`),
      fc.tuple(date, time).map(([a, b]) => `${a} kl. ${b}`),
      fc.tuple(time, time).map(([a, b]) => `between ${a} and ${b}`),
      fc.tuple(time, time).map(([a, b]) => `${a}-${b}`),
      price.map((p) => `it costs ${p} a night`),
      fc.tuple(price, price).map(([a, b]) => `${a} - ${b}`),
      fc.tuple(count, count).map(([a, b]) => `${a} adults and ${b} children`),
      fc.tuple(count, count).map(([a, b]) => `${a} voksne og ${b} barn`),
      fc
        .tuple(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 9999 }))
        .map(([house, code]) => `Storgata ${house}, ${String(code).padStart(4, '0')} Oslo`),
    );
    const message = fc
      .array(fc.oneof(sentence, plainText), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join(', '));
    fc.assert(
      fc.property(message, (text) => {
        expect(hideContactDetails(text)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves text of plain words unchanged, and is idempotent', () => {
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
