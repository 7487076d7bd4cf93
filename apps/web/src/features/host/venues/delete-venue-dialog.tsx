import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../shared/toast/toast';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { useDeleteVenue } from '../api/delete-venue';
import styles from '../host.module.css';

interface Props {
  username: string;
  venue: { id: string; name: string } | null;
  onClose(): void;
}

/** Asks before deleting (spec §2); the outcome is told in a toast (spec §4, §8). */
export function DeleteVenueDialog({ username, venue, onClose }: Props) {
  const remove = useDeleteVenue(username);
  const { t } = useLingui();
  function confirm() {
    if (!venue) return;
    remove.mutate(venue.id, {
      onSuccess: () => {
        toast.success(t`Venue has been deleted`, { duration: 6000 });
        onClose();
      },
      onError: () => toast.error(t`Failed to delete venue.`),
    });
  }
  const name = venue?.name;
  return (
    <Dialog
      open={venue !== null}
      title={name === undefined ? t`Delete venue` : t`Delete ${name}`}
      onClose={onClose}
    >
      <p>
        <Trans>This action cannot be undone. Are you sure you want to delete this venue?</Trans>
      </p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending}>
          {remove.isPending ? t`Deleting...` : t`Delete`}
        </Button>
      </div>
    </Dialog>
  );
}
