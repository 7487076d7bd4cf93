import toast from 'react-hot-toast';
import { Button, Dialog } from '../../../shared/ui';
import { useCancelBooking } from './api/cancel-booking';
import styles from './bookings.module.css';

interface Props {
  username: string;
  bookingId: string;
  venueName: string;
  onClose(): void;
}

/** Spec §4 Cancel booking: confirm, then toasts while the booking is deleted. */
export function CancelBookingDialog({ username, bookingId, venueName, onClose }: Props) {
  const cancel = useCancelBooking(username);

  // mutateAsync, not mutate's callbacks: a cancelled booking's card (and this dialog) unmounts
  // when the list reloads, and the outcome must still be told.
  async function confirm() {
    const toastId = toast.loading('Cancelling booking...');
    try {
      await cancel.mutateAsync(bookingId);
    } catch (error) {
      console.error('Cancelling the booking failed', error);
      toast.error('Cancellation failed.', { id: toastId });
      return;
    }
    toast.success('Booking cancelled.', { id: toastId, duration: 6000 });
    onClose();
  }

  return (
    <Dialog open title="Cancel Booking" onClose={onClose}>
      <p className={styles.question}>Are you sure you want to cancel this booking?</p>
      <p className={styles.venueName}>{venueName}</p>
      <p className={styles.hint}>This action cannot be undone.</p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
          Keep Booking
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={cancel.isPending}>
          Yes, Cancel
        </Button>
      </div>
    </Dialog>
  );
}
