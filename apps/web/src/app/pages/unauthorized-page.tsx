import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonClassName } from '../../shared/ui/button';
import styles from './status-page.module.css';

export function UnauthorizedPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        403
      </p>
      <h1>Access Denied</h1>
      <p className={styles.text}>You do not have permission to view this page.</p>
      <Link to={paths.home} className={buttonClassName('primary')}>
        Go to Homepage
      </Link>
    </section>
  );
}
