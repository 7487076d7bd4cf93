import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fitsListName,
  WISHLIST_LIMITS,
  type SavedVenue,
  type SharedWishlist,
  type Wishlist,
  type WishlistDetail,
  type WishlistStayQuery,
} from '@holidaze/domain';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage, apiRequest } from '../api/http-client';
import { toast } from '../toast/toast';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Spinner } from '../ui/spinner';
import styles from './wishlists.module.css';
import ui from '../ui/ui.module.css';

/*
 * The wishlist pages' calls and the "Choose a list" dialog, in one module: the dialog is loaded
 * only when someone changes a saved venue's list, and with the pages otherwise.
 */

/** Every query of the viewer's wishlists starts with this key (invalidate it after a change). */
export const WISHLISTS_KEY = 'wishlists';
export const savedKey = [WISHLISTS_KEY, 'saved'] as const;

const savedPath = (venueId: string) => `/holidaze/wishlists/saved/${encodeURIComponent(venueId)}`;

/** Which venues the viewer saved (the hearts), read once per page while signed in. */
export function useSavedVenues(enabled: boolean) {
  return useQuery({
    queryKey: savedKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<SavedVenue[]>('/holidaze/wishlists/saved', { auth: true, signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** Heart on: saved in the default list unless a list holds it; the lists that hold it now. */
export const heartOn = async (venueId: string) =>
  (await apiRequest<SavedVenue>(savedPath(venueId), { method: 'PUT', auth: true })).data;

/** Heart off: in none of the viewer's lists. */
export const heartOff = async (venueId: string) => {
  await apiRequest(savedPath(venueId), { method: 'DELETE', auth: true });
};

const BASE = '/holidaze/wishlists';

/** Every query of the viewer's wishlists starts with `all` (invalidate it after a change). */
export const wishlistKeys = {
  all: [WISHLISTS_KEY] as const,
  saved: savedKey,
  mine: ['wishlists', 'mine'] as const,
  detail: (id: string, stay: WishlistStayQuery) => ['wishlists', 'detail', id, stay] as const,
  shared: (token: string, stay: WishlistStayQuery) => ['wishlists', 'shared', token, stay] as const,
};

const stayQuery = (stay: WishlistStayQuery) => ({
  dateFrom: stay.dateFrom,
  dateTo: stay.dateTo,
  guests: stay.guests,
});

export function useMyWishlists() {
  return useQuery({
    queryKey: wishlistKeys.mine,
    queryFn: async ({ signal }) =>
      (await apiRequest<Wishlist[]>(BASE, { auth: true, signal })).data,
  });
}

export function useWishlist(id: string, stay: WishlistStayQuery) {
  return useQuery({
    queryKey: wishlistKeys.detail(id, stay),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<WishlistDetail>(`${BASE}/${encodeURIComponent(id)}`, {
          auth: true,
          signal,
          query: stayQuery(stay),
        })
      ).data,
    retry: false,
  });
}

export function useSharedWishlist(token: string, stay: WishlistStayQuery) {
  return useQuery({
    queryKey: wishlistKeys.shared(token, stay),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<SharedWishlist>(`${BASE}/shared/${encodeURIComponent(token)}`, {
          signal,
          query: stayQuery(stay),
        })
      ).data,
    retry: false,
  });
}

const venuePath = (listId: string, venueId: string) =>
  `${BASE}/${encodeURIComponent(listId)}/venues/${encodeURIComponent(venueId)}`;

/** The calls that change lists; each answers what the server now holds. */
export const wishlistCalls = {
  heartOn,
  heartOff,
  create: async (name: string) =>
    (await apiRequest<Wishlist>(BASE, { method: 'POST', auth: true, body: { name } })).data,
  rename: async (id: string, name: string) =>
    (
      await apiRequest<Wishlist>(`${BASE}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        body: { name },
      })
    ).data,
  remove: async (id: string) => {
    await apiRequest(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
  },
  removeVenue: async (listId: string, venueId: string) => {
    await apiRequest(venuePath(listId, venueId), { method: 'DELETE', auth: true });
  },
  move: async (fromListId: string, venueId: string, toListId: string) =>
    (
      await apiRequest<SavedVenue>(`${venuePath(fromListId, venueId)}/move`, {
        method: 'POST',
        auth: true,
        body: { toListId },
      })
    ).data,
  share: async (id: string, on: boolean) => {
    const path = `${BASE}/${encodeURIComponent(id)}/share`;
    if (on) return (await apiRequest<Wishlist>(path, { method: 'PUT', auth: true })).data;
    await apiRequest(path, { method: 'DELETE', auth: true });
    return undefined;
  },
};

/** After a change: every wishlist query is read again (the hearts' too). */
export const refreshWishlists = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: wishlistKeys.all });

export const useRefreshWishlists = () => {
  const client = useQueryClient();
  return () => refreshWishlists(client);
};

const NEW_LIST = 'new';

/**
 * Moves a saved venue to another of the viewer's lists, or to a new one named here: the heart's
 * "Change list" and a list page's "Move". Loaded only when opened.
 */
export default function ChangeListDialog({
  venueId,
  venueName,
  fromListId,
  onClose,
  onMoved,
}: {
  venueId: string;
  venueName: string;
  /** The list it is in now (the heart's default list). */
  fromListId: string | undefined;
  onClose(): void;
  onMoved?(saved: SavedVenue): void;
}) {
  const { t } = useLingui();
  const lists = useMyWishlists();
  const client = useQueryClient();
  const [choice, setChoice] = useState<string>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const groupId = useId();
  const others = (lists.data ?? []).filter((list) => list.id !== fromListId);
  const chosen = choice ?? (others[0]?.id || NEW_LIST);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fromListId) return;
    setError(undefined);
    if (chosen === NEW_LIST && !fitsListName(name)) {
      const max = WISHLIST_LIMITS.nameMax;
      setError(t`Give the new list a name of 1 to ${max} characters`);
      return;
    }
    setSaving(true);
    try {
      const target =
        chosen === NEW_LIST
          ? await wishlistCalls.create(name.trim())
          : others.find((list) => list.id === chosen)!;
      const moved = await wishlistCalls.move(fromListId, venueId, target.id);
      onMoved?.(moved);
      void refreshWishlists(client);
      const listName = target.name;
      toast.success(t`Moved ${venueName} to ${listName}`);
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, t`Could not move the venue. Please try again.`));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open title={t`Choose a list`} onClose={onClose}>
      {lists.isPending ? (
        <Spinner label={t`Loading your lists`} />
      ) : lists.isError ? (
        <Alert>{apiErrorMessage(lists.error, t`Could not load your lists.`)}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} className={ui.stack3}>
          <fieldset className={ui.choices}>
            <legend>
              <Trans>Move {venueName} to</Trans>
            </legend>
            {others.map(({ venueCount, ...list }) => (
              <label key={list.id} className={`${ui.choice} ${styles.choice}`}>
                <input
                  type="radio"
                  name={groupId}
                  value={list.id}
                  checked={chosen === list.id}
                  onChange={() => setChoice(list.id)}
                />
                {list.name}
                <span className={styles.muted}>
                  {' '}
                  · <Trans>{venueCount} saved</Trans>
                </span>
              </label>
            ))}
            <label className={`${ui.choice} ${styles.choice}`}>
              <input
                type="radio"
                name={groupId}
                value={NEW_LIST}
                checked={chosen === NEW_LIST}
                onChange={() => setChoice(NEW_LIST)}
              />
              <Trans>A new list</Trans>
            </label>
          </fieldset>
          {chosen === NEW_LIST && (
            <Field
              label={t`New list's name`}
              value={name}
              maxLength={WISHLIST_LIMITS.nameMax}
              placeholder={t`Summer 2027`}
              onChange={(event) => setName(event.target.value)}
              error={error}
            />
          )}
          {error && chosen !== NEW_LIST && <Alert>{error}</Alert>}
          <div className={ui.actions}>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Move</Trans>
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
