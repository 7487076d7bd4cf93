import { Navigate, Outlet } from 'react-router';
import { paths } from '../../shared/routes';
import { readStoredSession } from '../../shared/session';

/** The admin area: only the stored role flag 'true' passes (spec §6); the server enforces the rest. */
export function RequireManager() {
  const { token, isManager } = readStoredSession();
  if (!token || !isManager) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}
