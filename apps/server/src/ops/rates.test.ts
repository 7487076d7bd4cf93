import { describe, expect, it } from 'vitest';
import { RATES_USAGE, parseRatesArgs } from './rates.js';

describe('npm run rates arguments', () => {
  it('lists, or imports a file or standard input', () => {
    expect(parseRatesArgs(['list'])).toEqual({ action: 'list' });
    expect(parseRatesArgs(['import', 'rates.json'])).toEqual({
      action: 'import',
      from: 'rates.json',
    });
    expect(parseRatesArgs(['import', '-'])).toEqual({ action: 'import', from: '-' });
  });

  it('says how it is used for anything else', () => {
    for (const args of [
      [],
      ['import'],
      ['import', ''],
      ['import', 'a', 'b'],
      ['list', 'x'],
      ['set'],
    ]) {
      expect(() => parseRatesArgs(args)).toThrow(RATES_USAGE);
    }
  });
});
