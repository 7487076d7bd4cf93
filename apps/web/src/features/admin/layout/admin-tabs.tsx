import { NavLink } from 'react-router';
import { paths } from '../../../shared/routes';
import styles from '../admin.module.css';

/** NavLink marks the open tab with aria-current="page". */
export function AdminTabs({ username }: { username: string }) {
  const tabs = [
    { label: 'Overview', to: paths.admin(username) },
    { label: 'Manage Properties', to: paths.adminManageVenues(username) },
    { label: 'View Bookings', to: paths.adminManageBookings(username) },
  ];
  return (
    <nav aria-label="Dashboard" className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.label}
          to={tab.to}
          end
          className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
