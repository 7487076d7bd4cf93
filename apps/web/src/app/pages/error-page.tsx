import { Trans } from '@lingui/react/macro';
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
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>This page could not be shown. Please try again.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <Link to={paths.home} className={buttonClassName('primary')}>
          <Trans>Go to Homepage</Trans>
        </Link>
      </div>
    </section>
  );
}
