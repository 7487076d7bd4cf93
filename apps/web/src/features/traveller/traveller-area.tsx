import type { RouteObject } from 'react-router';
import { BookingHistoryPage } from './bookings/booking-history-page';
import { UpcomingBookingsPage } from './bookings/upcoming-bookings-page';
import { TravellerLayout } from './layout/traveller-layout';
import { AboutMePage } from './profile/about-me-page';

/** The traveller's own area below /user/:userId (spec §2): relative paths, loaded with the area. */
export const routes: RouteObject[] = [
  {
    Component: TravellerLayout,
    children: [
      { index: true, Component: UpcomingBookingsPage },
      { path: 'user-profile', Component: AboutMePage },
      { path: 'user-booking-history', Component: BookingHistoryPage },
    ],
  },
];
