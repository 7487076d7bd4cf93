import type { ReactElement } from 'react';
import { renderRoutesAt } from '../../test/render';

/** Renders `page` at `path` with stand-in pages for where it may navigate to. */
export function renderPage(page: ReactElement, path: string, pattern = path.split('?')[0]!) {
  return renderRoutesAt(
    [
      { path: pattern, element: page },
      { path: '*', element: <p>landed elsewhere</p> },
    ],
    path,
  );
}
