/**
 * Before a confirmed booking, e-mail addresses and phone numbers in a message are hidden from
 * the other side of the conversation, as large marketplaces do to keep payments and reviews on
 * the platform (docs/security.md, "Conversations" and "Messages: choices, contact details and
 * reports", which also says what this rule does not catch). The writer always sees what they
 * wrote.
 */
export const SHARED_AFTER_BOOKING = '[shared after booking]';

/** A phone number has at least this many digits (a Norwegian one has 8). */
const PHONE_MIN_DIGITS = 8;

/** Starts only where a word starts, so a long word is tried once, not from each letter. */
const EMAIL = /(?<![^\s@<>])[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/g;

/**
 * An address with its @ and dots spelled out: "ola dot nordmann at gmail dot com",
 * "ola(at)gmail(dot)com", "ola [at] gmail . com", Norwegian "krøllalfa" and "punktum". A dot
 * written as "." needs no space or a space on both sides, so a sentence's full stop is not one.
 * Labels and dots are bounded (no real address has more), which keeps a 2,000-character message
 * of "a dot a dot …" from costing more than a few passes.
 */
const LABEL = String.raw`[\p{L}\p{N}_%+\-]{1,64}`;
const AT_WORDS = String.raw`at|krøllalfa|alfakrøll|krøll|snabel-?a`;
const DOT_WORDS = String.raw`dot|punktum|prikk`;
const OPEN = String.raw`\s*[(\[{<]\s*`;
const CLOSE = String.raw`\s*[)\]}>]\s*`;
const AT = String.raw`\s*@\s*|${OPEN}(?:@|a|${AT_WORDS})${CLOSE}|\s+(?:${AT_WORDS})\s+`;
const DOT = String.raw`\.|\s+\.\s+|${OPEN}(?:\.|${DOT_WORDS})${CLOSE}|\s+(?:${DOT_WORDS})\s+`;
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}_%+\-.])${LABEL}(?:(?:${DOT})${LABEL}){0,3}(${AT})${LABEL}(?:(?:${DOT})${LABEL}){0,3}(?:${DOT})(\p{L}{2,24})(?![\p{L}\p{N}])`,
  'giu',
);
/**
 * "at" alone is also an English and a Norwegian word ("look at example.com", "håper at alt.no"),
 * so with it the address must end in one of the common top-level domains.
 */
const PLAIN_AT = /^\s+at\s+$/i;
const COMMON_TLDS = new Set(
  'com net org info biz io co me no se dk fi is de uk nl fr es it pl eu nu ch at be us ca'.split(
    ' ',
  ),
);

/**
 * What people spell digits with, in English and Norwegian, and how many digits each stands for.
 * Tens count two ("ninety-eight" three), so a number said in pairs is counted in full.
 */
const UNITS: Record<string, number> = {};
for (const [words, digits] of [
  ['zero oh null one en én ett ein eitt two to three tre four fire five fem six seks', 1],
  ['seven sju syv eight åtte nine ni', 1],
  ['ten ti eleven elleve twelve tolv thirteen tretten fourteen fjorten fifteen femten', 2],
  ['sixteen seksten seventeen sytten eighteen atten nineteen nitten', 2],
  ['twenty tjue tyve thirty tretti forty førti fifty femti sixty seksti seventy sytti', 2],
  ['eighty åtti ninety nitti', 2],
] as const) {
  for (const word of words.split(' ')) UNITS[word] = digits;
}
/** Norwegian writes 21–99 as one word: "nittiåtte", "syttiseks". */
const NORWEGIAN_TENS =
  /^(tjue|tyve|tretti|førti|femti|seksti|sytti|åtti|nitti)(en|ett|to|tre|fire|fem|seks|sju|syv|åtte|ni)$/;
/**
 * Digit words that are also everyday words ("to", "en", "fire"): part of a number only next to
 * another digit word or a single digit, so "from 2026 to 2027" stays one year, one word and
 * another year.
 */
const EVERYDAY = new Set(['to', 'en', 'én', 'ett', 'ein', 'eitt', 'ti', 'fire', 'oh', 'ni']);

const digitsOfWord = (word: string): number => UNITS[word] ?? (NORWEGIAN_TENS.test(word) ? 2 : 0);

/**
 * What looks like part of a number but is a date, a time, a price or a season a guest means:
 * "12.12.2026", "2031-05-01", "kl. 14.00", "NOK 1 200", "1 200,-", "2026-2027". Each is kept as
 * written and ends a number around it. A date or time must be a real one (day ≤ 31, month ≤ 12,
 * 23.59), and a price has at most 7 digits, so a phone number cannot pass as one.
 */
const DAY_MONTH = String.raw`(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])`;
const NOT_BEFORE = String.raw`(?<![\d.,:/-])`;
const NOT_AFTER = String.raw`(?![\d]|[.,:/-]\d)`;
/** A date with a dot or a slash and a 4-digit year, or a time, may touch a dash: "12.12.2026-14.12.2026", "14.00-16.00". */
const IN_RANGE_BEFORE = String.raw`(?<![\d.,:/])`;
const IN_RANGE_AFTER = String.raw`(?![\d]|[.,:/]\d)`;
const DAY_MONTH_DOTTED = String.raw`(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.|(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|1[0-2])/|(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])/`;
const CURRENCY_BEFORE = String.raw`(?:NOK|kr\.?|EUR|€|\$|USD|£|GBP|SEK|DKK)`;
const CURRENCY_AFTER = String.raw`(?:NOK|kr|kroner|EUR|euro|€|\$|USD|dollars?|£|GBP|SEK|DKK|,-)`;
const AMOUNT = String.raw`\d{1,3}(?:[ \u00a0\u202f.,]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const KEPT = new RegExp(
  [
    String.raw`${NOT_BEFORE}(?:${DAY_MONTH})[./-](?:\d{4}|\d{2})${NOT_AFTER}`,
    String.raw`${NOT_BEFORE}(?:19|20)\d{2}-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])${NOT_AFTER}`,
    String.raw`${IN_RANGE_BEFORE}(?:${DAY_MONTH_DOTTED})\d{4}${IN_RANGE_AFTER}`,
    String.raw`${IN_RANGE_BEFORE}(?:[01]?\d|2[0-3])[.:][0-5]\d${IN_RANGE_AFTER}`,
    String.raw`${NOT_BEFORE}(?:19|20)\d{2}\s?[-–/]\s?(?:19|20)?\d{2}${NOT_AFTER}`,
    String.raw`(?<![\p{L}\d])${CURRENCY_BEFORE}\s?(?:${AMOUNT})${NOT_AFTER}`,
    String.raw`${NOT_BEFORE}(?:${AMOUNT})\s?${CURRENCY_AFTER}(?!\p{L})`,
  ].join('|'),
  'giu',
);

/**
 * A kept piece counts if it is what it looks like: a season is two years in a row, a price has
 * at most 7 digits (more is no venue's price, and would let "NOK 98 76 54 32" through).
 */
function isKept(text: string): boolean {
  const season = /^(19|20)(\d{2})\s?[-–/]\s?(?:19|20)?(\d{2})$/.exec(text);
  if (season) return (Number(season[2]) + 1) % 100 === Number(season[3]);
  const price = /[^\d\s.,:/-]|,-/.test(text);
  return !price || text.replace(/\D/g, '').length < PHONE_MIN_DIGITS;
}

/** A digit group or a word, with where it starts and ends, within a run of number-ish text. */
const TOKEN = /\d+|\p{L}+/gu;
/** What may stand between the parts of one number: spaces, dots, dashes, slashes, brackets. */
const SEPARATOR = /^[\s.\-–/()]{1,3}$/;
/** A "+" or "(" just before a number belongs to it: "+47", "(+47)". */
const PREFIX = /[(+][\s(+]*$/;

interface Part {
  start: number;
  end: number;
  digits: number;
  word: boolean;
  everyday: boolean;
}

/** The spans of `text` that are phone numbers: runs of digits and digit words with 8+ digits. */
function phoneSpans(text: string): [number, number][] {
  const kept = text.replace(KEPT, (match) => (isKept(match) ? '#'.repeat(match.length) : match));
  const parts: (Part | null)[] = [];
  let last = 0;
  for (const match of kept.matchAll(TOKEN)) {
    const start = match.index;
    const token = match[0];
    const word = !/^\d/.test(token);
    const lower = token.toLowerCase();
    const digits = word ? digitsOfWord(lower) : token.length;
    // Anything that is not a separator between two parts ends a run.
    if (!SEPARATOR.test(kept.slice(last, start)) && parts.length > 0) parts.push(null);
    parts.push(
      digits > 0
        ? { start, end: start + token.length, digits, word, everyday: EVERYDAY.has(lower) }
        : null,
    );
    last = start + token.length;
  }
  // An everyday word counts only beside a digit word or a single digit.
  const counts = (part: Part | null | undefined) =>
    !!part && (part.word || part.end - part.start === 1);
  const settled = parts.map((part, i) =>
    part?.everyday && !counts(parts[i - 1]) && !counts(parts[i + 1]) ? null : part,
  );
  const spans: [number, number][] = [];
  let run: Part[] = [];
  const close = () => {
    if (run.reduce((sum, part) => sum + part.digits, 0) >= PHONE_MIN_DIGITS) {
      const prefix = PREFIX.exec(text.slice(0, run[0]!.start));
      spans.push([run[0]!.start - (prefix?.[0].length ?? 0), run[run.length - 1]!.end]);
    }
    run = [];
  };
  for (const part of settled) {
    if (part) run.push(part);
    else close();
  }
  close();
  return spans;
}

/** The body with every e-mail address and phone number replaced by SHARED_AFTER_BOOKING. */
export function hideContactDetails(body: string): string {
  const withoutAddresses = body
    .replace(EMAIL, SHARED_AFTER_BOOKING)
    .replace(SPELLED_EMAIL, (match, at: string, tld: string) =>
      PLAIN_AT.test(at) && !COMMON_TLDS.has(tld.toLowerCase()) ? match : SHARED_AFTER_BOOKING,
    );
  let shown = withoutAddresses;
  for (const [start, end] of phoneSpans(withoutAddresses).reverse()) {
    shown = shown.slice(0, start) + SHARED_AFTER_BOOKING + shown.slice(end);
  }
  return shown;
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
