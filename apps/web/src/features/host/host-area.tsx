import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../shared/ui/spinner';
import { HostLayout } from './layout/host-layout';

// Every page of the area loads when it opens, so that arriving at one (the venue form, say)
// downloads the area's layout and that page, not the others: the venue form brings the map
// (Leaflet), the bookings list its filters and host cancellation, and each page stays within
// its JavaScript budget with the layout counted.
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    const { t } = useLingui();
    return (
      <Suspense fallback={<Spinner label={t`Loading`} />}>
        <Page />
      </Suspense>
    );
  };
}

const OverviewPage = lazyPage(() =>
  import('./overview/overview-page').then((module) => ({ default: module.OverviewPage })),
);
const ManageVenuesPage = lazyPage(() =>
  import('./venues/manage-venues-page').then((module) => ({ default: module.ManageVenuesPage })),
);
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
