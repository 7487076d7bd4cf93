import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const text = (text: string) => ({ kind: 'text', text });
/** A link whose words are the address itself; `href` where it differs (www gets https). */
const link = (text: string, href = text) => ({ kind: 'link', text, href });

describe('linkify', () => {
  it('turns http, https and www addresses into links and leaves the rest as text', () => {
    const map = 'https://maps.example.com/x?a=1&b=2';
    expect(linkify(`Map: ${map}. Or www.example.no, thanks!`)).toEqual([
      text('Map: '),
      link(map),
      text('. Or '),
      link('www.example.no', 'https://www.example.no/'),
      text(', thanks!'),
    ]);
  });

  it('keeps a bracket the address opened and drops one that closes the sentence', () => {
    const fjord = 'https://en.wikipedia.org/wiki/Fjord_(disambiguation)';
    expect(linkify(`(see ${fjord})`)).toEqual([text('(see '), link(fjord), text(')')]);
  });

  it('never makes a link of other schemes, and keeps markup as plain text', () => {
    const markup = 'javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,<b>x</b>';
    expect(linkify(markup)).toEqual([text(markup)]);
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
