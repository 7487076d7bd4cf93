import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonClassName } from '../../shared/ui/button';
import styles from './status-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonClassName('primary')}>
        Go to Homepage
      </Link>
    </section>
  );
}
