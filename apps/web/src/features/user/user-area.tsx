import type { RouteObject } from 'react-router';
import { Spinner } from '../../shared/ui';

// Placeholder: the user-area engineer replaces this file. The router loads `routes` (or a default
// component rendering its own <Routes>) below /user/:userId/*; paths here are relative.
function Placeholder() {
  return <Spinner label="Loading" />;
}

export const routes: RouteObject[] = [
  { index: true, Component: Placeholder },
  { path: 'user-profile', Component: Placeholder },
  { path: 'user-booking-history', Component: Placeholder },
];
