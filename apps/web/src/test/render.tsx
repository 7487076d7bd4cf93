import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionProvider } from '../shared/session';

/** A query cache that does not retry, so that a refused answer shows at once. */
export const noRetryQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders `ui` with the query cache (a fresh one unless the test wants to read it). */
export function renderWithQueries(ui: ReactElement, client = new QueryClient()) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** Renders `ui` inside the providers the app gives every page: the query cache and the session. */
export function renderWithSession(ui: ReactElement, client = new QueryClient()) {
  return renderWithQueries(<SessionProvider>{ui}</SessionProvider>, client);
}

/**
 * Renders `routes` in a memory router at `path`, inside the app's providers (without the session
 * for a page that does not read it); returns the router.
 */
export function renderRoutesAt(
  routes: RouteObject[],
  path: string,
  { client = new QueryClient(), session = true }: { client?: QueryClient; session?: boolean } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const ui = <RouterProvider router={router} />;
  if (session) renderWithSession(ui, client);
  else renderWithQueries(ui, client);
  return router;
}
