import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { localizedShell } from './page-shell.js';
import { PAGE_WORDS } from './page-words.js';

/** The web app's index.html and its app catalogues, whose words the server's shell repeats. */
const web = (path: string) =>
  readFileSync(new URL(`../../../../web/${path}`, import.meta.url), 'utf8');
const INDEX_HTML = web('index.html');

/**
 * The translation of `msgid` in the web app's catalogue of `locale` (the id itself in English):
 * the frame's, or a feature's (`browse`).
 */
function appCatalogWord(locale: Locale, msgid: string, feature?: string): string | undefined {
  const po = web(
    feature ? `src/features/${feature}/locales/${locale}.po` : `src/locales/${locale}.po`,
  );
  const escaped = msgid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entry = new RegExp(`^msgid "${escaped}"\\nmsgstr "([^"]*)"`, 'm').exec(po);
  return entry ? entry[1] || msgid : undefined;
}

const logoOf = (html: string) => /<a\b[^>]*class="site-logo"[^>]*>/.exec(html)![0];
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('the shell’s words', () => {
  it('are index.html’s in English, so the English shell is index.html as it is', () => {
    expect(attribute(logoOf(INDEX_HTML), 'aria-label')).toBe(PAGE_WORDS.en.homeLabel);
    expect(INDEX_HTML).toMatch(
      new RegExp(`content="${PAGE_WORDS.en.description.replace(/[.:]/g, '\\$&')}"`),
    );
    expect(localizedShell(INDEX_HTML, 'en', '/')).toBe(INDEX_HTML);
  });

  it('are the app catalogue’s words in each language, as the header that replaces them says them', () => {
    const english = attribute(logoOf(INDEX_HTML), 'aria-label')!;
    for (const locale of LOCALES) {
      expect(appCatalogWord(locale, english), locale).toBe(PAGE_WORDS[locale].homeLabel);
    }
  });

  it('draw Browse’s offer in the words of its page, in each language', () => {
    const english = PAGE_WORDS.en.browsePromo;
    for (const locale of LOCALES) {
      const { title, text } = PAGE_WORDS[locale].browsePromo;
      expect(appCatalogWord(locale, english.title, 'browse'), locale).toBe(title);
      expect(appCatalogWord(locale, english.text, 'browse'), locale).toBe(text);
    }
  });

  it('put the page’s language and home in the shell, and leave the rest of the page alone', () => {
    const norwegian = localizedShell(INDEX_HTML, 'nb', '/nb');
    expect(norwegian).toContain('<html lang="nb">');
    const logo = logoOf(norwegian);
    expect(attribute(logo, 'aria-label')).toBe('Holidaze forside');
    expect(attribute(logo, 'href')).toBe('/nb');
    expect(attribute(logo, 'class')).toBe('site-logo');
    expect(attribute(logo, 'data-discover')).toBe('true');
    const unchanged = (html: string) =>
      html.replace(/<html[^>]*>/, '').replace(/<a\b[^>]*class="site-logo"[^>]*>/, '');
    expect(unchanged(norwegian)).toBe(unchanged(INDEX_HTML));
  });

  it('add the attributes a page lacks and escape what they write', () => {
    expect(localizedShell('<html><a class="site-logo">x</a>', 'nb', '/nb?"<')).toBe(
      '<html lang="nb"><a href="/nb?&quot;&lt;" aria-label="Holidaze forside" class="site-logo">x</a>',
    );
  });
});
