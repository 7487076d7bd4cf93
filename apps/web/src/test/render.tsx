import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render as renderDom, type RenderOptions } from '@testing-library/react';
import { Suspense, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router';
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

/** The memory router a test renders in: where it is, and a way to move as a person would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

function RouterProbe({
  onChange,
}: {
  onChange(location: Location, navigate: NavigateFunction): void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onChange(location, navigate), [location, navigate, onChange]);
  return null;
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `ui` in a memory router at `path`, inside the app's providers (without the session for
 * a page that does not read it); returns the router.
 */
export function renderAt(
  ui: ReactElement,
  path: string,
  { client = new QueryClient(), session = true }: { client?: QueryClient; session?: boolean } = {},
): TestRouter {
  let location: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  const onChange = (now: Location, navigate: NavigateFunction) => {
    location = now;
    navigateTo = navigate;
  };
  const routed = (
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe onChange={onChange} />
      <Suspense fallback={null}>{ui}</Suspense>
    </MemoryRouter>
  );
  if (session) renderWithSession(routed, client);
  else renderWithQueries(routed, client);
  return {
    get state() {
      return { location: location! };
    },
    async navigate(to, options) {
      await act(async () => {
        if (typeof to === 'number') await navigateTo!(to);
        else await navigateTo!(to, options);
      });
    },
  };
}

/** Renders `routes` in a memory router at `path` (as `renderAt`); returns the router. */
export function renderRoutesAt(
  routes: RouteObject[],
  path: string,
  options: { client?: QueryClient; session?: boolean } = {},
): TestRouter {
  return renderAt(<RoutesOf routes={routes} />, path, options);
}
