/** The text rules of iCalendar (RFC 5545) that every calendar this server writes follows. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function icalDate(day: string): string {
  const match = DATE.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/**
 * TEXT escaping of RFC 5545 section 3.3.11. Every line break, a lone CR included, becomes `\n`:
 * a raw CR would end the content line in a reader that splits on it.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 section 3.1): continuation lines start with one
 * space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC timestamp in the form DTSTAMP requires, e.g. 20261124T014500Z. */
export function icalTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
