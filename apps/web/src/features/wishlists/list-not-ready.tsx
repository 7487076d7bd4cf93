import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiError, apiErrorMessage } from '../../shared/api/http-client';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import styles from '../../shared/wishlists/wishlists.module.css';

interface Props {
  list: { isPending: boolean; error: Error | null; refetch(): unknown };
  /** The API's answers that mean this page's list is not there (a wrong id, a link turned off). */
  missingStatuses: number[];
  missingTitle: string;
  /** Said below the title when the list is not there. */
  missingText?: ReactNode;
  /** A way back, beside Try again and when the list is not there. */
  back?: ReactNode;
}

/** A wishlist page while its list loads, or when it cannot be shown: not there, or failed. */
export function ListNotReady({ list, missingStatuses, missingTitle, missingText, back }: Props) {
  const { t } = useLingui();
  if (list.isPending) {
    return (
      <div className={styles.page}>
        <Spinner label={t`Loading the list`} />
      </div>
    );
  }
  const missing = list.error instanceof ApiError && missingStatuses.includes(list.error.status);
  return (
    <div className={styles.page}>
      <h1>{missing ? missingTitle : t`Could not load the list`}</h1>
      {missing ? missingText : <Alert>{apiErrorMessage(list.error, t`Please try again.`)}</Alert>}
      {(!missing || back) && (
        <div className={styles.toolbar}>
          {!missing && (
            <Button variant="secondary" onClick={() => void list.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {back}
        </div>
      )}
    </div>
  );
}
