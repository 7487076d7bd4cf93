import { Outlet } from 'react-router';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { OwnArea } from '../../../shared/session/own-area';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useManagerProfile } from '../api/manager-profile';
import { useManagerVenues } from '../api/manager-venues';
import { HostHeader } from './host-header';
import { HostStatsPanel } from './host-stats-panel';
import { HostTabs } from './host-tabs';
import type { HostAreaContext } from './host-context';
import styles from '../host.module.css';

/** /admin/:adminId: the logged-in manager's own dashboard, whichever name the address has. */
export function HostLayout() {
  return <OwnArea param="adminId" home={paths.admin} area={Dashboard} />;
}

function errorText(error: unknown) {
  const message = error instanceof Error ? error.message : t`An unknown error occurred.`;
  return t`Error: ${message}`;
}

function Dashboard({ username }: { username: string }) {
  const profile = useManagerProfile(username);
  const venues = useManagerVenues(username);
  const { t } = useLingui();
  if (profile.isPending || venues.isPending) return <Spinner label={t`Loading dashboard`} />;
  let problem: string | null = null;
  if (profile.isError) {
    problem =
      profile.error instanceof ApiError && profile.error.status === 404
        ? t`No profile found`
        : errorText(profile.error);
  } else if (!profile.data) {
    problem = t`No profile found`;
  } else if (venues.isError) {
    problem = errorText(venues.error);
  }
  if (problem !== null || !profile.data || !venues.data) {
    return (
      <div className={styles.page}>
        <Alert>{problem ?? t`No profile found`}</Alert>
      </div>
    );
  }
  const context: HostAreaContext = { username, profile: profile.data, venues: venues.data };
  return (
    <div className={styles.page}>
      <HostHeader profile={profile.data} />
      <HostStatsPanel venues={venues.data} />
      <HostTabs username={username} />
      <div className={styles.content}>
        <Outlet context={context} />
      </div>
    </div>
  );
}
