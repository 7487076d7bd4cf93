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
  title: 'Cancel Booking',
  question: 'Are you sure you want to cancel this booking?',
  pending: 'Cancelling booking...',
  done: 'Booking cancelled.',
  keep: 'Keep Booking',
  confirm: 'Yes, Cancel',
};
const REQUEST_WORDS = {
  title: 'Withdraw Request',
  question: 'Withdraw your request? The host will be told and the nights freed.',
  pending: 'Withdrawing request...',
  done: 'Request withdrawn.',
  keep: 'Keep Request',
  confirm: 'Yes, Withdraw',
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
  const words = isRequest ? REQUEST_WORDS : BOOKING_WORDS;
  const cancel = useCancelBooking(username);

  // mutateAsync, not mutate's callbacks: a cancelled booking's card (and this dialog) unmounts
  // when the list reloads, and the outcome must still be told.
  async function confirm() {
    const toastId = toast.loading(words.pending);
    try {
      await cancel.mutateAsync(bookingId);
    } catch (error) {
      console.error('Cancelling the booking failed', error);
      toast.error('Cancellation failed.', { id: toastId });
      return;
    }
    toast.success(words.done, { id: toastId, duration: 6000 });
    onClose();
  }

  return (
    <Dialog open title={words.title} onClose={onClose}>
      <p className={styles.question}>{words.question}</p>
      <p className={styles.venueName}>{venueName}</p>
      {!isRequest && <RefundNote bookingId={bookingId} />}
      <p className={styles.hint}>This action cannot be undone.</p>
      <ActionButtons
        rowClassName={styles.dialogActions}
        back={words.keep}
        onBack={onClose}
        pending={cancel.isPending}
        variant="danger"
        onClick={() => void confirm()}
      >
        {words.confirm}
      </ActionButtons>
    </Dialog>
  );
}
