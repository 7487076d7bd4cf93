import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http, https and www addresses into links and leaves the rest as text', () => {
    expect(linkify('Map: https://maps.example.com/x?a=1&b=2. Or www.example.no, thanks!')).toEqual([
      { kind: 'text', text: 'Map: ' },
      {
        kind: 'link',
        text: 'https://maps.example.com/x?a=1&b=2',
        href: 'https://maps.example.com/x?a=1&b=2',
      },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.no', href: 'https://www.example.no/' },
      { kind: 'text', text: ', thanks!' },
    ]);
  });

  it('keeps a bracket the address opened and drops one that closes the sentence', () => {
    expect(linkify('(see https://en.wikipedia.org/wiki/Fjord_(disambiguation))')).toEqual([
      { kind: 'text', text: '(see ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Fjord_(disambiguation)',
        href: 'https://en.wikipedia.org/wiki/Fjord_(disambiguation)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never makes a link of other schemes, and keeps markup as plain text', () => {
    const text = 'javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,<b>x</b>';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('gives back the whole text, in order, whatever it holds', () => {
    const pieces = fc.constantFrom(
      'https://x.no/a',
      'www.y.no',
      ' ',
      '.',
      ')',
      '(',
      '<b>',
      'ø',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 12 }), (chunks) => {
        const text = chunks.join('');
        const parts = linkify(text);
        expect(parts.map((part) => part.text).join('')).toBe(text);
        for (const part of parts) {
          if (part.kind === 'link') expect(part.href).toMatch(/^https?:\/\//);
        }
      }),
    );
  });
});
