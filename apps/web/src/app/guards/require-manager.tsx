import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { readStoredSession } from '../../shared/session';

/**
 * The admin area: only the stored role flag 'true' passes (spec §6); the server enforces the rest.
 * Signed out (a mail link opened on another device), log in first and come back, as the user area
 * does; signed in as a traveller, Access Denied.
 */
export function RequireManager() {
  const location = useLocation();
  const { token, isManager } = readStoredSession();
  if (!token) {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (!isManager) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}
