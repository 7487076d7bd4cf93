import { useLingui } from '@lingui/react/macro';
import { paths } from '../../../shared/routes';
import { AreaTabs } from '../../../shared/ui/area-tabs';
import { wishlistPaths } from '../../../shared/wishlists/paths';
import styles from './traveller-area.module.css';

/** The side tabs of the traveller's area. */
export function TravellerTabs({ username }: { username: string }) {
  const { t } = useLingui();
  const tabs = [
    { label: t`About Me`, to: paths.userProfile(username) },
    { label: t`Upcoming Bookings`, to: paths.user(username) },
    { label: t`Booking History`, to: paths.userBookingHistory(username) },
    { label: t`Wishlists`, to: wishlistPaths.all },
  ];
  return <AreaTabs label={t`My account`} tabs={tabs} classes={styles} />;
}
