import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionProvider } from '../shared/session';

/** A query cache that does not retry, so that a refused answer shows at once. */
export const noRetryQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

const WithWords = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

/** Testing Library's render inside the app's words (Lingui's provider), as every page has them. */
export const render = (ui: ReactElement, options: Omit<RenderOptions, 'queries'> = {}) =>
  renderDom(ui, { wrapper: WithWords, ...options });

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
