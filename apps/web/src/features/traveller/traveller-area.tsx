import type { RouteObject } from 'react-router';
import { BookingsSection } from './bookings/bookings-section';
import { TravellerLayout } from './layout/traveller-layout';
import { AboutMePage } from './profile/about-me-page';

/** The traveller's own area below /user/:userId (spec §2): relative paths, loaded with the area. */
export const routes: RouteObject[] = [
  {
    Component: TravellerLayout,
    // Keyed by tab, so that moving between the two starts the other afresh, as a page of its own.
    children: [
      { index: true, element: <BookingsSection key="upcoming" tab="upcoming" /> },
      { path: 'user-profile', Component: AboutMePage },
      { path: 'user-booking-history', element: <BookingsSection key="history" tab="history" /> },
    ],
  },
];
