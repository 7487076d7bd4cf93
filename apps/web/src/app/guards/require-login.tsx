import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { readStoredSession } from '../../shared/session';

/** The user area needs a stored session; without one, log in first and come back here after. */
export function RequireLogin() {
  const location = useLocation();
  if (!readStoredSession().token) {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <Outlet />;
}
