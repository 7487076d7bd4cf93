import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { paths } from '../../../shared/routes';
import { AreaTabs } from '../../../shared/ui/area-tabs';
import styles from '../host.module.css';

/** The venue form's and the calendar's pages belong to Manage Properties, which stays marked. */
export function HostTabs({ username }: { username: string }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const inForm = /\/(new-venue|edit-venue\/[^/]+|calendar(\/[^/]+)?)$/.test(pathname);
  const tabs = [
    { label: t`Overview`, to: paths.admin(username) },
    {
      // A tab's width at 390 px: shorter in Norwegian than the page's heading.
      label: t({ message: 'Manage Properties', context: 'dashboard tab' }),
      to: paths.adminManageVenues(username),
      current: inForm,
    },
    { label: t`View Bookings`, to: paths.adminManageBookings(username) },
  ];
  return <AreaTabs label={t`Dashboard`} tabs={tabs} classes={styles} />;
}
