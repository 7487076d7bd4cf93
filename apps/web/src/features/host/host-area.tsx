import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { HostLayout } from './layout/host-layout';
import { OverviewPage } from './overview/overview-page';
import { ManageVenuesPage } from './venues/manage-venues-page';

// The venue form brings the map (Leaflet): it loads only when one of its two pages opens. The
// bookings list (filters, host cancellation) loads only on its tab, which keeps the other host
// pages within their JavaScript budget.
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Page />
      </Suspense>
    );
  };
}

const VenueCalendarPage = lazyPage(() => import('./calendar/venue-calendar-page'));
const AllCalendarsPage = lazyPage(() => import('./calendar/all-calendars-page'));
const NewVenuePage = lazyPage(() => import('./venue-form/new-venue-page'));
const EditVenuePage = lazyPage(() => import('./venue-form/edit-venue-page'));
const ManageBookingsPage = lazyPage(() =>
  import('./bookings/manage-bookings-page').then((module) => ({
    default: module.ManageBookingsPage,
  })),
);

/** The venue manager's area below /admin/:adminId (spec §2): relative paths, loaded with the area. */
export const routes: RouteObject[] = [
  {
    Component: HostLayout,
    children: [
      { index: true, Component: OverviewPage },
      { path: 'manage-venues', Component: ManageVenuesPage },
      { path: 'manage-bookings', Component: ManageBookingsPage },
      { path: 'new-venue', Component: NewVenuePage },
      { path: 'edit-venue/:venueId', Component: EditVenuePage },
      { path: 'calendar', Component: AllCalendarsPage },
      { path: 'calendar/:venueId', Component: VenueCalendarPage },
    ],
  },
];
