import { Trans } from '@lingui/react/macro';
import { apiErrorMessage } from '../api/http-client';
import { Alert } from './alert';
import { Button } from './button';

interface Props {
  /** The read that failed: why (its error) and how to try it again. */
  query: { error: unknown; refetch(): unknown };
  /** Said when the server gave no reason. */
  fallback: string;
  /** While the read runs again: the button shows it is busy. */
  retrying?: boolean;
}

/** What a page shows where its data could not be read: why, then Try again. */
export function LoadFailed({ query, fallback, retrying }: Props) {
  return (
    <>
      <Alert>{apiErrorMessage(query.error, fallback)}</Alert>
      <Button variant="secondary" onClick={() => void query.refetch()} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </>
  );
}
