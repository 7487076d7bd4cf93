import toast from 'react-hot-toast';
import { Button, Dialog } from '../../../shared/ui';
import { useCancelBooking } from '../api/cancel-booking';
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

  function confirm() {
    const toastId = toast.loading('Cancelling booking...');
    cancel.mutate(bookingId, {
      onSuccess: () => {
        toast.success('Booking cancelled.', { id: toastId, duration: 6000 });
        onClose();
      },
      onError: (error) => {
        console.error('Cancelling the booking failed', error);
        toast.error('Cancellation failed.', { id: toastId });
      },
    });
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
        <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
          Yes, Cancel
        </Button>
      </div>
    </Dialog>
  );
}
