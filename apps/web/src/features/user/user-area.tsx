import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../../shared/ui';
import { BookingHistoryPage } from './bookings/booking-history-page';
import { UpcomingBookingsPage } from './bookings/upcoming-bookings-page';
import { UserLayout } from './layout/user-layout';

// About Me holds the only form of the area's first view; it and its form library load on demand.
const AboutMePage = lazy(() =>
  import('./profile/about-me-page').then((m) => ({ default: m.AboutMePage })),
);

function AboutMeRoute() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <AboutMePage />
    </Suspense>
  );
}

/** The traveller's own area below /user/:userId (spec §2): relative paths, loaded with the area. */
export const routes: RouteObject[] = [
  {
    Component: UserLayout,
    children: [
      { index: true, Component: UpcomingBookingsPage },
      { path: 'user-profile', Component: AboutMeRoute },
      { path: 'user-booking-history', Component: BookingHistoryPage },
    ],
  },
];
