import { useQueryClient } from '@tanstack/react-query';
import { WISHLIST_MESSAGES, type Venue, type WishlistDetail } from '@holidaze/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/http-client';
import { paths } from '../../shared/routes';
import { toast } from '../../shared/toast/toast';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { usePageTitle } from '../../shared/ui/page-title';
import {
  ChangeListDialog,
  refreshWishlists,
  useWishlist,
  wishlistCalls,
  wishlistPaths,
} from '../../shared/wishlists';
import { ListNameForm } from './list-name-form';
import { ListNotReady } from './list-not-ready';
import { ListVenues } from './list-venues';
import { ShareLink } from './share-link';
import { useStayChoice } from './stay-choice';
import { StayDatesForm } from './stay-dates-form';
import styles from '../../shared/wishlists/wishlists.module.css';
import ui from '../../shared/ui/ui.module.css';

/**
 * One of the viewer's lists: rename, delete, share, move or remove its venues, and dates to see
 * which are free and what each stay costs.
 */
export default function WishlistPage() {
  const { listId = '' } = useParams();
  const [stay, applyStay] = useStayChoice();
  const list = useWishlist(listId, stay);
  usePageTitle(list.data?.name ?? 'Wishlist');

  if (list.isPending || list.isError) {
    return (
      <ListNotReady
        list={list}
        missingStatuses={[400, 404]}
        missingTitle="List not found"
        back={<Link to={wishlistPaths.all}>Back to your wishlists</Link>}
      />
    );
  }
  return <ListView list={list.data} stay={stay} applyStay={applyStay} />;
}

function ListView({
  list,
  stay,
  applyStay,
}: {
  list: WishlistDetail;
  stay: ReturnType<typeof useStayChoice>[0];
  applyStay: ReturnType<typeof useStayChoice>[1];
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [moving, setMoving] = useState<Venue>();
  const refresh = () => refreshWishlists(client);

  async function removeVenue(venue: Venue) {
    try {
      await wishlistCalls.removeVenue(list.id, venue.id);
      toast(`Removed ${venue.name} from ${list.name}`);
      await refresh();
    } catch (failure) {
      toast.error(apiErrorMessage(failure, 'Could not remove the venue. Please try again.'));
    }
  }

  return (
    <div className={styles.page}>
      <p>
        <Link to={wishlistPaths.all}>← All wishlists</Link>
      </p>
      <div className={`${ui.headRow} ${styles.header}`}>
        <h1>{list.name}</h1>
        <div className={styles.toolbar}>
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete list
          </Button>
        </div>
      </div>
      <p className={styles.muted}>
        {list.venueCount === 1 ? '1 venue' : `${list.venueCount} venues`}
        {list.isDefault ? ' · the hearts save here' : ''}
      </p>
      <ShareLink list={list} onChanged={refresh} />
      <StayDatesForm key={`${stay.dateFrom}-${stay.dateTo}`} stay={stay} onApply={applyStay} />
      <ListVenues
        venues={list.venues}
        stay={stay}
        empty={
          <>
            Nothing saved here yet. <Link to={paths.browse()}>Browse venues</Link> and press a
            heart.
          </>
        }
        actions={(venue) => (
          <>
            <Button variant="secondary" onClick={() => setMoving(venue)}>
              Move <span className="visually-hidden">{venue.name}</span>
            </Button>
            <Button variant="ghost" onClick={() => void removeVenue(venue)}>
              Remove <span className="visually-hidden">{venue.name}</span>
            </Button>
          </>
        )}
      />
      {renaming && (
        <RenameDialog
          list={list}
          onClose={() => setRenaming(false)}
          onRenamed={() => void refresh()}
        />
      )}
      {deleting && (
        <Dialog open title={`Delete ${list.name}?`} onClose={() => setDeleting(false)}>
          <p>The list and what it holds go; the venues themselves stay on Holidaze.</p>
          {list.shareToken && <p>Its shared link stops working.</p>}
          <div className={styles.toolbar}>
            <Button variant="secondary" onClick={() => setDeleting(false)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                void wishlistCalls
                  .remove(list.id)
                  .then(async () => {
                    toast(`Deleted ${list.name}`);
                    await refresh();
                    navigate(wishlistPaths.all);
                  })
                  .catch((failure: unknown) =>
                    toast.error(apiErrorMessage(failure, 'Could not delete the list.')),
                  )
              }
            >
              Delete
            </Button>
          </div>
        </Dialog>
      )}
      {moving && (
        <ChangeListDialog
          venueId={moving.id}
          venueName={moving.name}
          fromListId={list.id}
          onClose={() => setMoving(undefined)}
        />
      )}
    </div>
  );
}

function RenameDialog({
  list,
  onClose,
  onRenamed,
}: {
  list: WishlistDetail;
  onClose(): void;
  onRenamed(): void;
}) {
  return (
    <Dialog open title="Rename the list" onClose={onClose}>
      <ListNameForm
        className={styles.renameForm}
        label="Name"
        submitLabel="Save name"
        initialName={list.name}
        keepName
        invalidText={WISHLIST_MESSAGES.name}
        failureText="Could not rename the list."
        save={async (name) => {
          await wishlistCalls.rename(list.id, name);
          toast.success(`Renamed to ${name}`);
          onRenamed();
          onClose();
        }}
      />
    </Dialog>
  );
}
