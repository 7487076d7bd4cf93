import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { buttonClassName } from '../../../shared/ui/button';
import styles from './traveller-area.module.css';

/** Shown to travellers on larger screens (hidden below 900 px in CSS). */
export function BecomeHostAd() {
  return (
    <aside className={styles.hostAd} aria-labelledby="become-host-title">
      <h2 id="become-host-title" className={styles.hostAdTitle}>
        Have a place to share?
      </h2>
      <p>Share your space with travellers and earn from the nights it would stand empty.</p>
      <Link className={buttonClassName('accent')} to={paths.register('manager')}>
        Become a Host
      </Link>
    </aside>
  );
}
