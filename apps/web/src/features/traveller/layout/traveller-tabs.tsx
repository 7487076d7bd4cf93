import { paths } from '../../../shared/routes';
import { AreaTabs } from '../../../shared/ui/area-tabs';
import { wishlistPaths } from '../../../shared/wishlists/paths';
import styles from './traveller-area.module.css';

/** The side tabs of the traveller's area. */
export function TravellerTabs({ username }: { username: string }) {
  const tabs = [
    { label: 'About Me', to: paths.userProfile(username) },
    { label: 'Upcoming Bookings', to: paths.user(username) },
    { label: 'Booking History', to: paths.userBookingHistory(username) },
    { label: 'Wishlists', to: wishlistPaths.all },
  ];
  return <AreaTabs label="My account" tabs={tabs} classes={styles} />;
}
