import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import styles from '../host.module.css';

/**
 * The open tab carries aria-current="page"; the venue form's pages belong to Manage Properties,
 * which stays marked (without aria-current, as it is not that page itself).
 */
export function HostTabs({ username }: { username: string }) {
  const { pathname } = useLocation();
  const inForm = /\/(new-venue|edit-venue\/[^/]+|calendar(\/[^/]+)?)$/.test(pathname);
  const tabs = [
    { label: 'Overview', to: paths.admin(username), current: false },
    { label: 'Manage Properties', to: paths.adminManageVenues(username), current: inForm },
    { label: 'View Bookings', to: paths.adminManageBookings(username), current: false },
  ];
  return (
    <nav aria-label="Dashboard" className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.label}
          to={tab.to}
          end
          className={({ isActive }) =>
            `${styles.tab} ${isActive || tab.current ? styles.tabActive : ''}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
