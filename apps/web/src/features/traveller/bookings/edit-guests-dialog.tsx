import { useState } from 'react';
import { toast } from '../../../shared/toast/toast';
import { MIN_GUESTS } from '@holidaze/domain';
import { ActionButtons } from '../../../shared/ui/action-buttons';
import { Dialog } from '../../../shared/ui/dialog';
import { useUpdateBookingGuests } from './api/update-booking-guests';
import { GuestCounter } from './guest-counter';
import styles from './bookings.module.css';

interface Props {
  username: string;
  bookingId: string;
  guests: number;
  maxGuests: number;
  onClose(): void;
}

/** Spec §4 Edit guests: a counter 1..maxGuests, Continue, then 'Change guests to N?' to confirm. */
export function EditGuestsDialog({ username, bookingId, guests, maxGuests, onClose }: Props) {
  const max = Math.max(MIN_GUESTS, maxGuests);
  const [count, setCount] = useState(() => Math.min(Math.max(guests, MIN_GUESTS), max));
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const update = useUpdateBookingGuests(username);

  async function confirm() {
    const toastId = toast.loading('Updating guests...');
    try {
      await update.mutateAsync({ bookingId, guests: count });
    } catch (error) {
      console.error('Updating the guest count failed', error);
      toast.error('Update failed.', { id: toastId });
      return;
    }
    toast.success('Guests updated!', { id: toastId });
    onClose();
  }

  return (
    <>
      <Dialog open={step === 'edit'} title="Edit Guests" onClose={onClose}>
        <GuestCounter value={count} min={MIN_GUESTS} max={max} onChange={setCount} />
        <p className={styles.hint}>This venue accommodates up to {max} guests.</p>
        <ActionButtons
          rowClassName={styles.dialogActions}
          onBack={onClose}
          onClick={() => setStep('confirm')}
        >
          Continue
        </ActionButtons>
      </Dialog>
      <Dialog open={step === 'confirm'} title={`Change guests to ${count}?`} onClose={onClose}>
        <p className={styles.hint}>
          Your booking changes from {guests} {guests === 1 ? 'guest' : 'guests'} to {count}.
        </p>
        <ActionButtons
          rowClassName={styles.dialogActions}
          back="Back"
          onBack={() => setStep('edit')}
          pending={update.isPending}
          onClick={() => void confirm()}
        >
          Confirm
        </ActionButtons>
      </Dialog>
    </>
  );
}
