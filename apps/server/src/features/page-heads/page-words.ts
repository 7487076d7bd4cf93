import type { Locale } from '@holidaze/domain';

/**
 * The few words the server writes into a page before the web app runs, in each language: the
 * app shell's (index.html's header frame, which the app's header then replaces, so they are the
 * app catalogue's words: page-words.test.ts) and the head's. A language missing here is a type
 * error. The host's own words (a venue's name and description) are shown as written.
 */
export interface PageWords {
  /** The logo link's name (apps/web/src/app/layout/header.tsx, "Holidaze home"). */
  homeLabel: string;
  /** The meta description of a page that has none of its own (apps/web/index.html's). */
  description: string;
  /** A page's title around its own name: `Fjord Cabin | Holidaze`. */
  title: (name: string) => string;
  /** Open Graph's `og:locale` (language_TERRITORY). */
  ogLocale: string;
  /**
   * Browse's offer of cheaper long stays, which the server draws before the app's script runs
   * (first-words-shell.ts): the words of apps/web/src/features/browse/browse-page.tsx.
   */
  browsePromo: { title: string; text: string };
}

export const BRAND = 'Holidaze';

export const PAGE_WORDS: Record<Locale, PageWords> = {
  en: {
    homeLabel: 'Holidaze home',
    description: 'Holidaze: find your perfect stay. Book venues and holiday homes worldwide.',
    title: (name) => `${name} | ${BRAND}`,
    ogLocale: 'en_GB',
    browsePromo: {
      title: 'Longer stays can cost less',
      text: 'Some hosts give weekly and monthly discounts: pick your dates to see the total.',
    },
  },
  nb: {
    homeLabel: 'Holidaze forside',
    description: 'Holidaze: finn ditt perfekte opphold. Book steder og feriehus over hele verden.',
    title: (name) => `${name} | ${BRAND}`,
    ogLocale: 'nb_NO',
    browsePromo: {
      title: 'Lengre opphold kan koste mindre',
      text: 'Noen verter gir ukesrabatt og månedsrabatt: velg datoer for å se totalprisen.',
    },
  },
};
