import type { RouteObject } from 'react-router';
import { Spinner } from '../../shared/ui';

// Placeholder: the admin-area engineer replaces this file. The router loads `routes` (or a default
// component rendering its own <Routes>) below /admin/:adminId/*, behind the manager guard.
function Placeholder() {
  return <Spinner label="Loading" />;
}

export const routes: RouteObject[] = [
  { index: true, Component: Placeholder },
  { path: 'manage-venues', Component: Placeholder },
  { path: 'manage-bookings', Component: Placeholder },
  { path: 'new-venue', Component: Placeholder },
  { path: 'edit-venue/:venueId', Component: Placeholder },
];
