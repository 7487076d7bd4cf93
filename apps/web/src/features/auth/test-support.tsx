import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../../shared/session';

/** Renders `page` at `path` with stand-in pages for where it may navigate to. */
export function renderPage(page: ReactElement, path: string, pattern = path.split('?')[0]!) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p>landed elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}
