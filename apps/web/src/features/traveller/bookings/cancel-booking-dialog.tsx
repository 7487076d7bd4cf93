import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../shared/toast/toast';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { Dialog } from '../../../shared/ui/dialog';
import { useCancelBooking } from './api/cancel-booking';
import { RefundNote } from './refund-note';
import styles from './bookings.module.css';

interface Props {
  username: string;
  bookingId: string;
  venueName: string;
  /** A request waiting for the host: withdrawing it keeps it listed, as withdrawn. */
  isRequest?: boolean;
  onClose(): void;
}

const BOOKING_WORDS = {
  title: msg`Cancel Booking`,
  question: msg`Are you sure you want to cancel this booking?`,
  pending: msg`Cancelling booking...`,
  done: msg`Booking cancelled.`,
  keep: msg`Keep Booking`,
  confirm: msg`Yes, Cancel`,
};
const REQUEST_WORDS = {
  title: msg`Withdraw Request`,
  question: msg`Withdraw your request? The host will be told and the nights freed.`,
  pending: msg`Withdrawing request...`,
  done: msg`Request withdrawn.`,
  keep: msg`Keep Request`,
  confirm: msg`Yes, Withdraw`,
};

/**
 * Spec §4 Cancel booking: the refund it would give first, then confirm, then toasts while the
 * booking is cancelled.
 */
export function CancelBookingDialog({
  username,
  bookingId,
  venueName,
  isRequest = false,
  onClose,
}: Props) {
  const { t, i18n } = useLingui();
  const words = isRequest ? REQUEST_WORDS : BOOKING_WORDS;
  const cancel = useCancelBooking(username);

  // mutateAsync, not mutate's callbacks: a cancelled booking's card (and this dialog) unmounts
  // when the list reloads, and the outcome must still be told.
  async function confirm() {
    const toastId = toast.loading(i18n._(words.pending));
    try {
      await cancel.mutateAsync(bookingId);
    } catch (error) {
      console.error('Cancelling the booking failed', error);
      toast.error(t`Cancellation failed.`, { id: toastId });
      return;
    }
    toast.success(i18n._(words.done), { id: toastId, duration: 6000 });
    onClose();
  }

  return (
    <Dialog open title={i18n._(words.title)} onClose={onClose}>
      <p className={styles.question}>{i18n._(words.question)}</p>
      <p className={styles.venueName}>{venueName}</p>
      {!isRequest && <RefundNote bookingId={bookingId} />}
      <p className={styles.hint}>
        <Trans>This action cannot be undone.</Trans>
      </p>
      <ActionButtons
        rowClassName={styles.dialogActions}
        back={i18n._(words.keep)}
        onBack={onClose}
        pending={cancel.isPending}
        variant="danger"
        onClick={() => void confirm()}
      >
        {i18n._(words.confirm)}
      </ActionButtons>
    </Dialog>
  );
}
