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
  function confirm() {
    if (!venue) return;
    remove.mutate(venue.id, {
      onSuccess: () => {
        toast.success('Venue has been deleted', { duration: 6000 });
        onClose();
      },
      onError: () => toast.error('Failed to delete venue.'),
    });
  }
  return (
    <Dialog open={venue !== null} title={`Delete ${venue?.name ?? 'venue'}`} onClose={onClose}>
      <p>This action cannot be undone. Are you sure you want to delete this venue?</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
