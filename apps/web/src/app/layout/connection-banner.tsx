import { Trans } from '@lingui/react/macro';
import { useServerReachable } from '../../shared/api/connection-status';
import styles from './layout.module.css';

/** Says so, on every page, when Holidaze cannot be reached, instead of an endless "Loading…". */
export function ConnectionBanner() {
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <div className={styles.offline} role="alert">
      <Trans>
        <strong>Holidaze cannot be reached.</strong> Check your internet connection; pages will load
        again once it is back.
      </Trans>
    </div>
  );
}
