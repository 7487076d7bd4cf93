import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { OwnArea } from '../../../shared/session/own-area';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useOwnProfile } from '../api/own-profile';
import { BecomeHostAd } from './become-host-ad';
import { ProfileHeader } from './profile-header';
import type { TravellerAreaContext } from './traveller-context';
import { TravellerTabs } from './traveller-tabs';
import styles from './traveller-area.module.css';

/** /user/:userId: the logged-in user's own area, whichever name the address has. */
export function TravellerLayout() {
  return <OwnArea param="userId" home={paths.user} area={TravellerArea} />;
}

function TravellerArea({ username }: { username: string }) {
  const { t } = useLingui();
  const query = useOwnProfile(username);
  if (query.isPending) return <Spinner label={t`Loading profile`} />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <Alert>{apiErrorMessage(query.error, t`Failed to fetch profile`)}</Alert>
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
