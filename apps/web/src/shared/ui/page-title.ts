import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect } from 'react';

export const BRAND = 'Holidaze';

/** Translated when set (`i18n._`): a module runs before its catalogue has arrived. */
export const DEFAULT_DESCRIPTION = msg`Holidaze: find your perfect stay. Book venues and holiday homes worldwide.`;

/** '{title} | Holidaze', or the brand alone; and the page's meta description. */
export function setPageMeta(meta: { title?: string; description?: string }): void {
  document.title = meta.title ? `${meta.title} | ${BRAND}` : BRAND;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = meta.description ?? i18n._(DEFAULT_DESCRIPTION);
}

/**
 * A page that knows better than its path (a venue's name) sets its own title and description
 * once it has them; until then (`title` undefined) the path's own stay. The layout sets the path's
 * in a layout effect, which runs before this one, so the page's always wins.
 */
export function usePageTitle(title?: string, description?: string): void {
  useEffect(() => {
    if (title !== undefined) setPageMeta({ title, description });
  }, [title, description]);
}
