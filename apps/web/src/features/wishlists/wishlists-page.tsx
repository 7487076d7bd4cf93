import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_VENUE_IMAGE, WISHLIST_LIMITS } from '@holidaze/domain';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { toast } from '../../shared/toast/toast';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { ImageWithFallback } from '../../shared/ui/image-with-fallback';
import { usePageTitle } from '../../shared/ui/page-title';
import { Spinner } from '../../shared/ui/spinner';
import {
  refreshWishlists,
  useMyWishlists,
  wishlistCalls,
  wishlistPaths,
} from '../../shared/wishlists';
import { ListNameForm } from './list-name-form';
import styles from '../../shared/wishlists/wishlists.module.css';
import ui from '../../shared/ui/ui.module.css';

/** The viewer's lists, each with its cover and count, and a form to make a named one. */
export default function WishlistsPage() {
  usePageTitle('Wishlists');
  const lists = useMyWishlists();
  const client = useQueryClient();

  async function create(name: string) {
    const made = await wishlistCalls.create(name);
    toast.success(`Made the list ${made.name}`);
    await refreshWishlists(client);
  }

  return (
    <div className={styles.page}>
      <div className={`${ui.headRow} ${styles.header}`}>
        <h1>Wishlists</h1>
      </div>
      <ListNameForm
        className={styles.newList}
        label="New list"
        placeholder="Summer 2027"
        submitLabel="Make list"
        invalidText={`Give the list a name of 1 to ${WISHLIST_LIMITS.nameMax} characters`}
        failureText="Could not make the list. Please try again."
        save={create}
      />
      {lists.isPending ? (
        <Spinner label="Loading your lists" />
      ) : lists.isError ? (
        <div>
          <LoadFailed query={lists} fallback="Could not load your lists." />
        </div>
      ) : lists.data.length === 0 ? (
        <EmptyState>
          No lists yet. Press the heart on a venue to save it, or make a list above.{' '}
          <Link to={paths.browse()}>Browse venues</Link>
        </EmptyState>
      ) : (
        <ul className={`${ui.plainList} ${styles.lists}`}>
          {lists.data.map((list) => (
            <li key={list.id}>
              <Link to={wishlistPaths.list(list.id)} className={styles.listCard}>
                <ImageWithFallback
                  src={list.cover?.url}
                  alt=""
                  fallback={DEFAULT_VENUE_IMAGE}
                  width={400}
                  height={267}
                  className={styles.cover}
                />
                <div className={styles.listCardBody}>
                  <h2>{list.name}</h2>
                  <p className={styles.muted}>
                    {list.venueCount === 1 ? '1 venue' : `${list.venueCount} venues`}
                    {list.isDefault ? ' · hearts save here' : ''}
                    {list.shareToken ? ' · shared' : ''}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
