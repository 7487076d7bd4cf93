import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, localePath, type Locale } from '@holidaze/domain';
import { activeLocale } from '../../../shared/i18n';
import { useChooseLanguage } from '../../../shared/session';
import { buttonClassName } from '../../../shared/ui/button';
import styles from './about-me.module.css';

/**
 * The profile's language setting: like the header's switch (app/layout/language-switch.tsx), a
 * link to this page in the other language, named in that language, that keeps the choice
 * (docs/decisions/037-languages.md). A new page load, so every word, date and price changes at once.
 */
export default function LanguageSetting() {
  const chooseLanguage = useChooseLanguage();
  const headingId = useId();
  const { pathname, search, hash } = useLocation();
  const current = activeLocale();
  const other: Locale = current === 'nb' ? 'en' : 'nb';
  const currentName = LOCALE_NAMES[current];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Language</Trans>
      </h2>
      <p>
        <Trans>
          Holidaze is shown in {currentName}. Your choice is kept for your next visits on this
          device.
        </Trans>
      </p>
      <a
        href={`${localePath(other, pathname)}${search}${hash}`}
        hrefLang={other}
        lang={other}
        className={buttonClassName('secondary')}
        onClick={() => chooseLanguage(other)}
      >
        {LOCALE_NAMES[other]}
      </a>
    </section>
  );
}
