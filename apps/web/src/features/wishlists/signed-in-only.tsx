import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { readStoredSession } from '../../shared/session';

/**
 * The traveller's own lists need a stored session, as the user area does (app/guards'
 * RequireLogin, which features may not import): log in first, and come back here after.
 */
export function SignedInOnly() {
  const location = useLocation();
  if (readStoredSession().token) return <Outlet />;
  return (
    <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />
  );
}
