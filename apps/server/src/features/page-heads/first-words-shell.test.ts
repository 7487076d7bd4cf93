import { describe, expect, it } from 'vitest';
import { firstWordsShell } from './first-words-shell.js';
import { PAGE_WORDS } from './page-words.js';

describe('firstWordsShell', () => {
  it("draws Browse's offer in the page's words, hidden from readers, escaped", () => {
    expect(firstWordsShell(PAGE_WORDS.nb)).toBe(
      '<div id="first-words" aria-hidden="true"><p class="first-words-title">Lengre opphold kan koste mindre</p>' +
        '<p>Noen verter gir ukesrabatt og månedsrabatt: velg datoer for å se totalprisen.</p></div>',
    );
    const words = { ...PAGE_WORDS.en, browsePromo: { title: '<b>&', text: '"x"' } };
    expect(firstWordsShell(words)).toBe(
      '<div id="first-words" aria-hidden="true"><p class="first-words-title">&lt;b&gt;&amp;</p><p>&quot;x&quot;</p></div>',
    );
  });
});
