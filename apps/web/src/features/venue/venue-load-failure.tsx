import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { Alert } from '../../shared/ui/alert';
import { Button, buttonClassName } from '../../shared/ui/button';
import { removeFirstPhoto } from '../../shared/ui/first-photo';
import styles from './venue-page.module.css';

/**
 * A venue that is gone (or never was) is a page of its own: a heading to land on, the spec's red
 * message, and ways on, instead of a lone red line.
 */
export function VenueLoadFailure({
  message,
  notFound,
  onRetry,
  retrying = false,
}: {
  message: string;
  notFound: boolean;
  /** Reads the venue again: the page recovers once the API is back. */
  onRetry: () => void;
  retrying?: boolean;
}) {
  // No cover to hand over to: the server's copy of it (first-photo.ts) goes at once.
  useEffect(removeFirstPhoto, []);
  return (
    <section className={styles.failure} aria-labelledby="venue-failure-title">
      <h1 id="venue-failure-title">
        {notFound ? <Trans>Venue not found</Trans> : <Trans>Venue could not be loaded</Trans>}
      </h1>
      <Alert>{message}</Alert>
      <p className={styles.failureText}>
        {notFound ? (
          <Trans>The link may be old, or the host may have removed this venue.</Trans>
        ) : (
          <Trans>Please check your connection and try again.</Trans>
        )}
      </p>
      <div className={styles.failureActions}>
        {!notFound && (
          <Button variant="primary" onClick={onRetry} loading={retrying}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link to={paths.browse()} className={buttonClassName(notFound ? 'primary' : 'secondary')}>
          <Trans>Browse venues</Trans>
        </Link>
        <Link to={paths.home} className={buttonClassName('secondary')}>
          <Trans>Go to Homepage</Trans>
        </Link>
      </div>
    </section>
  );
}
