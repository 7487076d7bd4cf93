import { NavLink } from 'react-router';
import { paths } from '../../../shared/routes';
import { wishlistPaths } from '../../../shared/wishlists/paths';
import styles from './traveller-area.module.css';

/** The side tabs; NavLink marks the open one with aria-current="page". */
export function TravellerTabs({ username }: { username: string }) {
  const tabs = [
    { label: 'About Me', to: paths.userProfile(username) },
    { label: 'Upcoming Bookings', to: paths.user(username) },
    { label: 'Booking History', to: paths.userBookingHistory(username) },
    { label: 'Wishlists', to: wishlistPaths.all },
  ];
  return (
    <nav aria-label="My account" className={styles.tabs}>
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
