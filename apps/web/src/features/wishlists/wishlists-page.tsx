import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  usePageTitle(t`Wishlists`);
  const nameMax = WISHLIST_LIMITS.nameMax;
  const lists = useMyWishlists();
  const client = useQueryClient();

  async function create(name: string) {
    const made = await wishlistCalls.create(name);
    const listName = made.name;
    toast.success(t`Made the list ${listName}`);
    await refreshWishlists(client);
  }

  return (
    <div className={styles.page}>
      <div className={`${ui.headRow} ${styles.header}`}>
        <h1>
          <Trans>Wishlists</Trans>
        </h1>
      </div>
      <ListNameForm
        className={styles.newList}
        label={t`New list`}
        placeholder={t`Summer 2027`}
        submitLabel={t`Make list`}
        invalidText={t`Give the list a name of 1 to ${nameMax} characters`}
        failureText={t`Could not make the list. Please try again.`}
        save={create}
      />
      {lists.isPending ? (
        <Spinner label={t`Loading your lists`} />
      ) : lists.isError ? (
        <div>
          <LoadFailed query={lists} fallback={t`Could not load your lists.`} />
        </div>
      ) : lists.data.length === 0 ? (
        <EmptyState>
          <Trans>
            No lists yet. Press the heart on a venue to save it, or make a list above.{' '}
            <Link to={paths.browse()}>Browse venues</Link>
          </Trans>
        </EmptyState>
      ) : (
        <ul className={`${ui.plainList} ${styles.lists}`}>
          {lists.data.map((list) => {
            const venueCount = list.venueCount;
            return (
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
                      {plural(venueCount, { one: '# venue', other: '# venues' })}
                      {list.isDefault ? ` · ${t`hearts save here`}` : ''}
                      {list.shareToken ? ` · ${t`shared`}` : ''}
                    </p>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
