import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionProvider } from '../shared/session';

/**
 * Renders `ui` inside the providers the app gives every page: the query cache (a fresh one unless
 * the test wants to read it) and the session.
 */
export function renderWithSession(ui: ReactElement, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>{ui}</SessionProvider>
    </QueryClientProvider>,
  );
}

/** Renders `routes` in a memory router at `path`, inside the app's providers; returns the router. */
export function renderRoutesAt(routes: RouteObject[], path: string, client = new QueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithSession(<RouterProvider router={router} />, client);
  return router;
}
