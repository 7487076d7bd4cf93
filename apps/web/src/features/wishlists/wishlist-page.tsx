import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { listId = '' } = useParams();
  const [stay, applyStay] = useStayChoice();
  const list = useWishlist(listId, stay);
  usePageTitle(list.data?.name ?? t`Wishlist`);

  if (list.isPending || list.isError) {
    return (
      <ListNotReady
        list={list}
        missingStatuses={[400, 404]}
        missingTitle={t`List not found`}
        back={
          <Link to={wishlistPaths.all}>
            <Trans>Back to your wishlists</Trans>
          </Link>
        }
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
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [moving, setMoving] = useState<Venue>();
  const refresh = () => refreshWishlists(client);
  const listName = list.name;
  const venueCount = list.venueCount;

  async function removeVenue(venue: Venue) {
    try {
      await wishlistCalls.removeVenue(list.id, venue.id);
      const venueName = venue.name;
      toast(t`Removed ${venueName} from ${listName}`);
      await refresh();
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t`Could not remove the venue. Please try again.`));
    }
  }

  return (
    <div className={styles.page}>
      <p>
        <Link to={wishlistPaths.all}>
          <Trans>← All wishlists</Trans>
        </Link>
      </p>
      <div className={`${ui.headRow} ${styles.header}`}>
        <h1>{list.name}</h1>
        <div className={styles.toolbar}>
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            <Trans>Rename</Trans>
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <Trans>Delete list</Trans>
          </Button>
        </div>
      </div>
      <p className={styles.muted}>
        {plural(venueCount, { one: '# venue', other: '# venues' })}
        {list.isDefault ? ` · ${t`the hearts save here`}` : ''}
      </p>
      <ShareLink list={list} onChanged={refresh} />
      <StayDatesForm key={`${stay.dateFrom}-${stay.dateTo}`} stay={stay} onApply={applyStay} />
      <ListVenues
        venues={list.venues}
        stay={stay}
        empty={
          <Trans>
            Nothing saved here yet. <Link to={paths.browse()}>Browse venues</Link> and press a
            heart.
          </Trans>
        }
        actions={(venue) => (
          <VenueActions venue={venue} onMove={setMoving} onRemove={removeVenue} />
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
        <Dialog open title={t`Delete ${listName}?`} onClose={() => setDeleting(false)}>
          <p>
            <Trans>The list and what it holds go; the venues themselves stay on Holidaze.</Trans>
          </p>
          {list.shareToken && (
            <p>
              <Trans>Its shared link stops working.</Trans>
            </p>
          )}
          <div className={styles.toolbar}>
            <Button variant="secondary" onClick={() => setDeleting(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                void wishlistCalls
                  .remove(list.id)
                  .then(async () => {
                    toast(t`Deleted ${listName}`);
                    await refresh();
                    navigate(wishlistPaths.all);
                  })
                  .catch((failure: unknown) =>
                    toast.error(apiErrorMessage(failure, t`Could not delete the list.`)),
                  )
              }
            >
              <Trans>Delete</Trans>
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

/** Move and Remove under a venue of the list, each naming the venue to a screen reader. */
function VenueActions(props: {
  venue: Venue;
  onMove(venue: Venue): void;
  onRemove(venue: Venue): Promise<void>;
}) {
  const { venue, onMove, onRemove } = props;
  const name = venue.name;
  return (
    <>
      <Button variant="secondary" onClick={() => onMove(venue)}>
        <Trans>
          Move <span className="visually-hidden">{name}</span>
        </Trans>
      </Button>
      <Button variant="ghost" onClick={() => void onRemove(venue)}>
        <Trans>
          Remove <span className="visually-hidden">{name}</span>
        </Trans>
      </Button>
    </>
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
  const { t } = useLingui();
  return (
    <Dialog open title={t`Rename the list`} onClose={onClose}>
      <ListNameForm
        className={styles.renameForm}
        label={t`Name`}
        submitLabel={t`Save name`}
        initialName={list.name}
        keepName
        invalidText={WISHLIST_MESSAGES.name}
        failureText={t`Could not rename the list.`}
        save={async (name) => {
          await wishlistCalls.rename(list.id, name);
          toast.success(t`Renamed to ${name}`);
          onRenamed();
          onClose();
        }}
      />
    </Dialog>
  );
}
