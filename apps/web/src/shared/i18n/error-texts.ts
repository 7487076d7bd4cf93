import type { ApiErrorItem, Locale } from '@holidaze/domain';
import { activeLocale } from './page-locale';

type Translate = (error: Pick<ApiErrorItem, 'code' | 'message'>, status?: number) => string;

/** The API speaks English; another language's words for its errors load with that language. */
const loaders: Partial<Record<Locale, () => Promise<{ translate: Translate }>>> = {
  nb: () => import('./error-texts.nb'),
};
const loaded: Partial<Record<Locale, Translate>> = {};

/** Loads the error words of a language with the frame's catalogue (nothing for English). */
export async function loadErrorTexts(locale: Locale): Promise<void> {
  const load = loaders[locale];
  if (load && !loaded[locale]) loaded[locale] = (await load()).translate;
}

/** An error's message in the page's language (as it came, on an English page). */
export function errorText(error: Pick<ApiErrorItem, 'code' | 'message'>, status?: number): string {
  const translate = loaded[activeLocale()];
  return translate ? translate(error, status) : error.message;
}
