import { LOCALE_NAMES, localePath, type Locale } from '@holidaze/domain';
import { useLocation } from 'react-router';
import { activeLocale } from '../../shared/i18n';
import { useChooseLanguage } from '../../shared/session';

/**
 * The same page in the other language: a link of its own (a new page load, so every word, date
 * and price changes at once), named in the language it leads to. Following it keeps the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const chooseLanguage = useChooseLanguage();
  const { pathname, search, hash } = useLocation();
  const other: Locale = activeLocale() === 'nb' ? 'en' : 'nb';
  return (
    <a
      href={`${localePath(other, pathname)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => chooseLanguage(other)}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
