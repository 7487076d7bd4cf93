import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const max = Math.max(MIN_GUESTS, maxGuests);
  const [count, setCount] = useState(() => Math.min(Math.max(guests, MIN_GUESTS), max));
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const update = useUpdateBookingGuests(username);

  async function confirm() {
    const toastId = toast.loading(t`Updating guests...`);
    try {
      await update.mutateAsync({ bookingId, guests: count });
    } catch (error) {
      console.error('Updating the guest count failed', error);
      toast.error(t`Update failed.`, { id: toastId });
      return;
    }
    toast.success(t`Guests updated!`, { id: toastId });
    onClose();
  }

  return (
    <>
      <Dialog open={step === 'edit'} title={t`Edit Guests`} onClose={onClose}>
        <GuestCounter value={count} min={MIN_GUESTS} max={max} onChange={setCount} />
        <p className={styles.hint}>
          <Trans>This venue accommodates up to {max} guests.</Trans>
        </p>
        <ActionButtons
          rowClassName={styles.dialogActions}
          onBack={onClose}
          onClick={() => setStep('confirm')}
        >
          <Trans>Continue</Trans>
        </ActionButtons>
      </Dialog>
      <Dialog open={step === 'confirm'} title={t`Change guests to ${count}?`} onClose={onClose}>
        <p className={styles.hint}>
          {plural(guests, {
            one: `Your booking changes from # guest to ${count}.`,
            other: `Your booking changes from # guests to ${count}.`,
          })}
        </p>
        <ActionButtons
          rowClassName={styles.dialogActions}
          back={t`Back`}
          onBack={() => setStep('edit')}
          pending={update.isPending}
          onClick={() => void confirm()}
        >
          <Trans>Confirm</Trans>
        </ActionButtons>
      </Dialog>
    </>
  );
}
