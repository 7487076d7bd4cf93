import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireLogin } from './guards/require-login';
import { RequireManager } from './guards/require-manager';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
import { UnauthorizedPage } from './pages/unauthorized-page';

/** Each page is its own chunk: a route downloads only its own code. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, lazy: page(() => import('../features/home/home-page')) },
      { path: 'browse', lazy: page(() => import('../features/browse/browse-page')) },
      { path: 'venue/:venueId', lazy: page(() => import('../features/venue/venue-page')) },
      {
        path: 'booking-success',
        lazy: page(() => import('../features/booking/booking-success-page')),
      },
      { path: 'login', lazy: page(() => import('../features/auth/login-page')) },
      { path: 'register', lazy: page(() => import('../features/auth/register-page')) },
      { path: 'about', lazy: page(() => import('../features/static-pages/about-page')) },
      { path: 'contact', lazy: page(() => import('../features/static-pages/contact-page')) },
      { path: 'unauthorized', Component: UnauthorizedPage },
      {
        Component: RequireLogin,
        // The user area renders its own nested routes: index, user-profile, user-booking-history.
        children: [
          { path: 'user/:userId/*', lazy: page(() => import('../features/user/user-area')) },
        ],
      },
      {
        Component: RequireManager,
        // The admin area renders its own nested routes: index, manage-venues, manage-bookings,
        // new-venue, edit-venue/:venueId.
        children: [
          { path: 'admin/:adminId/*', lazy: page(() => import('../features/admin/admin-area')) },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
