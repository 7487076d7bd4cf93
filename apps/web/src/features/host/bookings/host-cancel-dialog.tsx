import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../shared/toast/toast';
import { CANCELLATION_REASON_MAX } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { useAccountGuard } from '../../../shared/session';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextAreaField } from '../../../shared/ui/field';
import { useCancelBookingAsHost } from './api/cancel-booking-as-host';
import styles from '../host.module.css';
import cardStyles from '../host-cards.module.css';

interface Props {
  username: string;
  booking: { id: string; reference?: string | undefined; venueName: string; customer: string };
  onClose(): void;
}

/** Asks before the host cancels a booking, with an optional reason the traveller will read. */
export function HostCancelDialog({ username, booking, onClose }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const cancel = useCancelBookingAsHost(username);
  const account = useAccountGuard();
  const [blocked, setBlocked] = useState<string | null>(null);
  const accountChanged = account.message ?? blocked;

  function confirm() {
    if (cancel.isPending) return;
    const changed = account.check();
    if (changed) {
      setBlocked(changed);
      return;
    }
    cancel.mutate(
      { bookingId: booking.id, reason },
      {
        onSuccess: () => {
          toast.success(t`The booking has been cancelled.`, { duration: 6000 });
          onClose();
        },
      },
    );
  }

  const customer = booking.customer;
  const venueName = booking.venueName;
  const reference = booking.reference ? ` (${booking.reference})` : '';
  return (
    <Dialog open title={t`Cancel this booking?`} onClose={onClose}>
      <p className={cardStyles.dialogText}>
        <Trans>
          {customer}&apos;s stay at <strong>{venueName}</strong>
          {reference} will be cancelled and its nights freed. The traveller sees that you cancelled
          it. This cannot be undone.
        </Trans>
      </p>
      <TextAreaField
        label={t`Reason for the traveller (optional)`}
        value={reason}
        maxLength={CANCELLATION_REASON_MAX}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      {accountChanged && <Alert>{accountChanged}</Alert>}
      {cancel.isError && !accountChanged && (
        <Alert>{apiErrorMessage(cancel.error, t`The booking could not be cancelled.`)}</Alert>
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          <Trans>Keep booking</Trans>
        </Button>
        <Button
          variant="danger"
          onClick={confirm}
          loading={cancel.isPending}
          disabled={Boolean(accountChanged)}
        >
          <Trans>Cancel booking</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
