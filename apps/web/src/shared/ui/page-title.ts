import { useEffect } from 'react';

export const BRAND = 'Holidaze';

/** '{title} | Holidaze', or the brand alone. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
