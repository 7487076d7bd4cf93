import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { RequireLogin } from './guards/require-login';
import { RequireManager } from './guards/require-manager';
import { AppLayout, AppLayoutLoading } from './layout/app-layout';
import { lazyArea, lazyPage as page } from './lazy-route';
import { NotFoundPage, UnauthorizedPage } from './pages/status-code-pages';
import { RouteErrorBoundary } from './route-error-boundary';

// The layout puts each page in an error boundary of its own, so a failing page keeps the header
// and footer around its error (app-layout.tsx).
export const routes: RouteObject[] = [{ Component: AppLayout, children: pages() }];

function pages(): RouteObject[] {
  return [
    { index: true, element: page(() => import('../features/home/home-page'), ['home']) },
    { path: 'browse', element: page(() => import('../features/browse/browse-page'), ['browse']) },
    {
      path: 'venue/:venueId',
      element: page(() => import('../features/venue/venue-page'), ['venue', 'booking']),
    },
    { path: 'login', element: page(() => import('../features/auth/login-page'), ['auth']) },
    { path: 'register', element: page(() => import('../features/auth/register-page'), ['auth']) },
    {
      path: 'about',
      element: page(() => import('../features/static-pages/about-page'), ['static-pages']),
    },
    {
      path: 'contact',
      element: page(() => import('../features/static-pages/contact-page'), ['static-pages']),
    },
    { path: 'unauthorized', Component: UnauthorizedPage },
    // The traveller's lists (features/wishlists), guarded there, and a list shared by its link.
    {
      path: 'wishlists/*',
      element: lazyArea(
        () => import('../features/wishlists/wishlists-area'),
        ['wishlists', 'browse'],
      ),
    },
    {
      path: 'forgot-password',
      element: page(() => import('../features/auth/forgot-password-page'), ['auth']),
    },
    {
      path: 'reset-password',
      element: page(() => import('../features/auth/reset-password-page'), ['auth']),
    },
    {
      Component: RequireLogin,
      // The traveller's area (features/traveller) at /user: index, user-profile, user-booking-history;
      // and a booking's receipt, which a mail links to.
      children: [
        {
          path: 'booking-success',
          element: page(
            () => import('../features/booking/confirmation/booking-success-page'),
            ['booking'],
          ),
        },
        {
          path: 'notifications',
          element: page(
            () => import('../features/notifications/notifications-page'),
            ['notifications'],
          ),
        },
        // Guest–host messages (features/messages) at /messages: index, new, :conversationId.
        {
          path: 'messages/*',
          element: lazyArea(() => import('../features/messages/messages-area'), ['messages']),
        },
        {
          path: 'user/:userId/*',
          element: lazyArea(() => import('../features/traveller/traveller-area'), ['traveller']),
        },
      ],
    },
    {
      Component: RequireManager,
      // The host's area (features/host) at /admin: index, manage-venues, manage-bookings,
      // new-venue, edit-venue/:venueId.
      children: [
        {
          path: 'admin/:adminId/*',
          element: lazyArea(() => import('../features/host/host-area'), ['host']),
        },
      ],
    },
    { path: '*', Component: NotFoundPage },
  ];
}

/**
 * The app's pages with what surrounds them: the layout shows the header at once and a spinner
 * until the first page's code is in; a failing layout shows the error page alone. Navigations are
 * transitions that keep the old page on screen until the new one's code has loaded
 * (docs/decisions/036-declarative-router.md).
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<AppLayoutLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The app in the browser's history, below `basename` when it is served under a path prefix. */
export function AppRouter({ basename }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
