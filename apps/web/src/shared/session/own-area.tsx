import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../routes';
import { useSession } from './index';

/**
 * An area of one's own below `/<area>/:<param>` (the traveller's /user/:userId, the host's
 * /admin/:adminId) shows only the signed-in person's own: anyone else's name in the address leads
 * to the same page of one's own area (the API refuses other people's data anyway), and nobody
 * signed in goes to log in.
 */
export function OwnArea({
  param,
  home,
  area: Area,
}: {
  /** The route's parameter that names whose area it is. */
  param: string;
  /** The area's first page for a name. */
  home: (username: string) => string;
  area: ComponentType<{ username: string }>;
}) {
  const named = useParams()[param];
  const { pathname } = useLocation();
  const { username, token } = useSession();
  if (!username || !token) return <Navigate to={paths.login} replace />;
  if (named !== username) {
    const tab = pathname.split('/').slice(3).join('/');
    const own = home(username);
    return <Navigate to={tab ? `${own}/${tab}` : own} replace />;
  }
  return <Area username={username} />;
}
