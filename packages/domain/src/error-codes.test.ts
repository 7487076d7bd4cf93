import { describe, expect, it } from 'vitest';
import { domainMessageCode, MESSAGE_TABLES, statusErrorCode } from './error-codes';
import { MESSAGES, REQUIRED_FIELD_MESSAGES } from './schemas/messages';
import { UPLOAD_MESSAGES } from './upload-rules';

describe('the stable code of an error', () => {
  it("is its table's prefix and its key", () => {
    expect(domainMessageCode(MESSAGES.priceNumber)).toBe('form.priceNumber');
    expect(domainMessageCode(UPLOAD_MESSAGES.svg)).toBe('upload.svg');
    expect(domainMessageCode(REQUIRED_FIELD_MESSAGES.maxGuests)).toBe('required.maxGuests');
  });

  it('finds every written message of every table, each under one code', () => {
    const codes = new Set<string>();
    for (const messages of Object.values(MESSAGE_TABLES)) {
      for (const text of Object.values(messages)) {
        if (typeof text !== 'string') continue;
        const code = domainMessageCode(text);
        expect(code, text).toBeDefined();
        codes.add(code!);
      }
    }
    // Words said by two tables ('Email is required') share the first table's code.
    expect(codes.size).toBeGreaterThan(100);
  });

  it('is undefined for words no table holds, and falls back by status', () => {
    expect(domainMessageCode('No venue with this id')).toBeUndefined();
    expect(statusErrorCode(404)).toBe('status.notFound');
    expect(statusErrorCode(500)).toBeUndefined();
  });
});
