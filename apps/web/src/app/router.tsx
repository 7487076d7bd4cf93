import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireLogin } from './guards/require-login';
import { RequireManager } from './guards/require-manager';
import { AppLayout, AppLayoutLoading } from './layout/app-layout';
import { lazyArea, lazyPage as page } from './lazy-route';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage, UnauthorizedPage } from './pages/status-code-pages';

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: AppLayoutLoading,
    ErrorBoundary: ErrorPage,
    children: [
      // A failing page keeps the header and footer around its error.
      { ErrorBoundary: ErrorPage, children: pages() },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    { index: true, lazy: page(() => import('../features/home/home-page'), ['home']) },
    { path: 'browse', lazy: page(() => import('../features/browse/browse-page'), ['browse']) },
    {
      path: 'venue/:venueId',
      lazy: page(() => import('../features/venue/venue-page'), ['venue', 'booking']),
    },
    { path: 'login', lazy: page(() => import('../features/auth/login-page'), ['auth']) },
    { path: 'register', lazy: page(() => import('../features/auth/register-page'), ['auth']) },
    {
      path: 'about',
      lazy: page(() => import('../features/static-pages/about-page'), ['static-pages']),
    },
    {
      path: 'contact',
      lazy: page(() => import('../features/static-pages/contact-page'), ['static-pages']),
    },
    { path: 'unauthorized', Component: UnauthorizedPage },
    // The traveller's lists (features/wishlists), guarded there, and a list shared by its link.
    {
      path: 'wishlists/*',
      lazy: lazyArea(() => import('../features/wishlists/wishlists-area'), ['wishlists', 'browse']),
    },
    {
      path: 'forgot-password',
      lazy: page(() => import('../features/auth/forgot-password-page'), ['auth']),
    },
    {
      path: 'reset-password',
      lazy: page(() => import('../features/auth/reset-password-page'), ['auth']),
    },
    {
      Component: RequireLogin,
      // The traveller's area (features/traveller) at /user: index, user-profile, user-booking-history;
      // and a booking's receipt, which a mail links to.
      children: [
        {
          path: 'booking-success',
          lazy: page(
            () => import('../features/booking/confirmation/booking-success-page'),
            ['booking'],
          ),
        },
        {
          path: 'notifications',
          lazy: page(
            () => import('../features/notifications/notifications-page'),
            ['notifications'],
          ),
        },
        // Guest–host messages (features/messages) at /messages: index, new, :conversationId.
        {
          path: 'messages/*',
          lazy: lazyArea(() => import('../features/messages/messages-area'), ['messages']),
        },
        {
          path: 'user/:userId/*',
          lazy: lazyArea(() => import('../features/traveller/traveller-area'), ['traveller']),
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
          lazy: lazyArea(() => import('../features/host/host-area'), ['host']),
        },
      ],
    },
    { path: '*', Component: NotFoundPage },
  ];
}

export const createRouter = (basename?: string) => createBrowserRouter(routes, { basename });
