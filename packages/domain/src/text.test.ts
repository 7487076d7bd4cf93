import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripHtml, truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it.each([
    ['leaves text that fits', 'Oslo', 20, 'Oslo'],
    ['leaves text that fits', 'Exactly twenty chars', 20, 'Exactly twenty chars'],
    ['leaves text that fits', '', 5, ''],
    ['cuts at the last space before the limit', 'Cosy cabin by the fjord', 15, 'Cosy cabin by...'],
    ['cuts at the last space before the limit', 'Cosy cabin by the fjord', 12, 'Cosy cabin...'],
    ['keeps a word ending at the limit', 'Cosy cabin by the fjord', 10, 'Cosy cabin...'],
    ['keeps a word ending at the limit', 'Cosy cabin by the fjord', 13, 'Cosy cabin by...'],
    ['cuts one long word at the limit', 'Llanfairpwllgwyngyll', 10, 'Llanfairpw...'],
    ['cuts one long word at the limit', 'Supercalifragilistic town', 10, 'Supercalif...'],
    ['leaves no spaces before the ...', 'Cosy    cabin by the fjord', 8, 'Cosy...'],
  ])('%s: %j at %i is %j', (_, text, max, shown) => {
    expect(truncateAtWord(text, max)).toBe(shown);
  });

  it('never grows past max + 3 and keeps a prefix of the words (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'bb', 'fjord', 'Trondheim', ' ', ' '), { maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        (parts, max) => {
          const text = parts.join('');
          const result = truncateAtWord(text, max);
          if (text.length <= max) return result === text;
          const head = result.slice(0, -3);
          return (
            result.endsWith('...') &&
            result.length <= max + 3 &&
            text.startsWith(head) &&
            head === head.trimEnd()
          );
        },
      ),
    );
  });
});

describe('stripHtml', () => {
  it('removes tags and keeps the text', () => {
    expect(stripHtml('<p>A <strong>bright</strong> flat</p>')).toBe('A bright flat');
  });

  it('drops script and style blocks with their content', () => {
    expect(stripHtml('Nice<script>alert("x")</script> view<style>p{}</style>')).toBe('Nice view');
    expect(stripHtml('<SCRIPT type="module">x()</SCRIPT >ok')).toBe('ok');
  });

  it('decodes the common entities once, ampersand last', () => {
    expect(stripHtml('Fish &amp; chips&nbsp;&lt;3 &quot;yum&quot; it&#39;s')).toBe(
      'Fish & chips <3 "yum" it\'s',
    );
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('trims and leaves plain text alone', () => {
    expect(stripHtml('  plain text  ')).toBe('plain text');
  });
});
