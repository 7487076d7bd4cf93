import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { useSession } from '../../../shared/session';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useOwnProfile } from '../api/own-profile';
import { BecomeHostAd } from './become-host-ad';
import { ProfileHeader } from './profile-header';
import type { TravellerAreaContext } from './traveller-context';
import { TravellerTabs } from './traveller-tabs';
import styles from './traveller-area.module.css';

/**
 * /user/:userId shows only the logged-in user's own area: anyone else's address leads to one's
 * own (the API refuses other people's bookings anyway), and nobody logged in goes to log in.
 */
export function TravellerLayout() {
  const { userId } = useParams();
  const { pathname } = useLocation();
  const { username, token } = useSession();
  if (!username || !token) return <Navigate to={paths.login} replace />;
  if (userId !== username) {
    const tab = pathname.split('/').slice(3).join('/');
    const own = paths.user(username);
    return <Navigate to={tab ? `${own}/${tab}` : own} replace />;
  }
  return <OwnArea username={username} />;
}

function OwnArea({ username }: { username: string }) {
  const query = useOwnProfile(username);
  if (query.isPending) return <Spinner label="Loading profile" />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <Alert>{apiErrorMessage(query.error, 'Failed to fetch profile')}</Alert>
      </div>
    );
  }
  const profile = query.data;
  const context: TravellerAreaContext = { username, profile };
  return (
    <div className={styles.page}>
      <ProfileHeader profile={profile} />
      <div className={styles.layout}>
        <div className={styles.side}>
          <TravellerTabs username={username} />
          {!profile.venueManager && <BecomeHostAd username={username} />}
        </div>
        <div className={styles.content}>
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}
