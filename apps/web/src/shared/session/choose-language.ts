import { useCallback } from 'react';
import type { Locale } from '@holidaze/domain';
import { saveProfileLanguage } from '../api/profiles';
import { saveLocale } from '../i18n';
import { signedInName } from './session-context';
import { useSession } from './use-session';

/**
 * What following a language switch keeps: the choice in this browser and, for a signed-in
 * person, on their profile, so their mails are written in it too. The profile's save may fail
 * (offline): the page still changes, and the next switch tries again.
 */
export function useChooseLanguage(): (locale: Locale) => void {
  const session = useSession();
  const name = signedInName(session);
  return useCallback(
    (locale: Locale) => {
      saveLocale(locale);
      if (name) void saveProfileLanguage(name, locale).catch(() => undefined);
    },
    [name],
  );
}
