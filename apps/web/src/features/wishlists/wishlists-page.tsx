import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_VENUE_IMAGE, WISHLIST_LIMITS } from '@holidaze/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../shared/api/http-client';
import { paths } from '../../shared/routes';
import { toast } from '../../shared/toast/toast';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { Field } from '../../shared/ui/field';
import { ImageWithFallback } from '../../shared/ui/image-with-fallback';
import { usePageTitle } from '../../shared/ui/page-title';
import { Spinner } from '../../shared/ui/spinner';
import {
  refreshWishlists,
  useMyWishlists,
  wishlistCalls,
  wishlistPaths,
} from '../../shared/wishlists';
import styles from '../../shared/wishlists/wishlists.module.css';
import ui from '../../shared/ui/ui.module.css';

/** The viewer's lists, each with its cover and count, and a form to make a named one. */
export default function WishlistsPage() {
  usePageTitle('Wishlists');
  const lists = useMyWishlists();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > WISHLIST_LIMITS.nameMax) {
      setError(`Give the list a name of 1 to ${WISHLIST_LIMITS.nameMax} characters`);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const made = await wishlistCalls.create(trimmed);
      setName('');
      toast.success(`Made the list ${made.name}`);
      await refreshWishlists(client);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Could not make the list. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.page}>
      <div className={`${ui.headRow} ${styles.header}`}>
        <h1>Wishlists</h1>
      </div>
      <form className={styles.newList} onSubmit={(event) => void create(event)}>
        <Field
          label="New list"
          placeholder="Summer 2027"
          value={name}
          maxLength={WISHLIST_LIMITS.nameMax}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={saving}>
          Make list
        </Button>
      </form>
      {lists.isPending ? (
        <Spinner label="Loading your lists" />
      ) : lists.isError ? (
        <div>
          <Alert>{apiErrorMessage(lists.error, 'Could not load your lists.')}</Alert>
          <Button variant="secondary" onClick={() => void lists.refetch()}>
            Try again
          </Button>
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
