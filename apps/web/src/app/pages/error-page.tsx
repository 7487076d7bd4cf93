import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { Button, buttonClassName } from '../../shared/ui/button';
import styles from './status-page.module.css';

/** A page that failed to render or to load (e.g. a chunk gone after a deploy): say so, offer a way on. */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <section className={styles.page} role="alert">
      <h1>Something went wrong</h1>
      <p className={styles.text}>This page could not be shown. Please try again.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link to={paths.home} className={buttonClassName('primary')}>
          Go to Homepage
        </Link>
      </div>
    </section>
  );
}
