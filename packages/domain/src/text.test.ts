import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripHtml, truncateAtWord } from './text';

describe('truncateAtWord', () => {
  it('leaves text that fits unchanged', () => {
    expect(truncateAtWord('Oslo', 20)).toBe('Oslo');
    expect(truncateAtWord('Exactly twenty chars', 20)).toBe('Exactly twenty chars');
    expect(truncateAtWord('', 5)).toBe('');
  });

  it('cuts at the last space before the limit and adds ...', () => {
    expect(truncateAtWord('Cosy cabin by the fjord', 15)).toBe('Cosy cabin by...');
    expect(truncateAtWord('Cosy cabin by the fjord', 12)).toBe('Cosy cabin...');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateAtWord('Cosy cabin by the fjord', 10)).toBe('Cosy cabin...');
    expect(truncateAtWord('Cosy cabin by the fjord', 13)).toBe('Cosy cabin by...');
  });

  it('cuts a single long word at the limit', () => {
    expect(truncateAtWord('Llanfairpwllgwyngyll', 10)).toBe('Llanfairpw...');
    expect(truncateAtWord('Supercalifragilistic town', 10)).toBe('Supercalif...');
  });

  it('does not leave spaces before the ...', () => {
    expect(truncateAtWord('Cosy    cabin by the fjord', 8)).toBe('Cosy...');
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
