import { useQueryClient } from '@tanstack/react-query';
import type { SavedVenue } from '@holidaze/domain';
import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../api/http-client';
import { loginPathFor } from '../session';
import { SessionContext } from '../session/session-context';
import { toast } from '../toast/toast';
import ChangeListDialog, {
  heartOff,
  heartOn,
  savedKey,
  refreshWishlists,
  useSavedVenues,
} from './lists';
import { keepHeartIntent, takeHeartIntent } from './heart-intent';
import styles from './heart.module.css';

/**
 * The heart on a venue card and on the venue page: a toggle button (aria-pressed) named for the
 * venue. Signed out, it keeps the intent and asks to sign in; back here signed in, it saves.
 * Signed in, it saves to the default list at once (optimistic, rolled back if the server refuses)
 * with a toast offering "Change list"; pressed again, it takes the venue out of every list.
 * A double click is one press, and presses while a call is under way are ignored, so a double
 * click or an impatient second click saves once.
 */
export function HeartButton({
  venueId,
  venueName,
  variant = 'overlay',
}: {
  venueId: string;
  venueName: string;
  variant?: 'overlay' | 'inline';
}) {
  // Read where a session is kept: a card may be shown outside the app's providers (a page's own
  // tests), where it is simply signed out.
  const { t } = useLingui();
  const session = useContext(SessionContext);
  const signedIn = Boolean(session?.token);
  const client = useQueryClient();
  const saved = useSavedVenues(signedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const busy = useRef(false);
  const [changing, setChanging] = useState<SavedVenue>();
  const isSaved = Boolean(saved.data?.some((entry) => entry.venueId === venueId));

  const setSaved = (next: SavedVenue | undefined) =>
    client.setQueryData<SavedVenue[]>(savedKey, (current = []) => [
      ...current.filter((entry) => entry.venueId !== venueId),
      ...(next ? [next] : []),
    ]);

  async function change(on: boolean) {
    if (busy.current) return;
    busy.current = true;
    await client.cancelQueries({ queryKey: savedKey });
    const previous = client.getQueryData<SavedVenue[]>(savedKey);
    setSaved(on ? { venueId, listIds: [] } : undefined);
    try {
      if (on) {
        const answer = await heartOn(venueId);
        setSaved(answer);
        const id = `heart-${venueId}`;
        toast.success(
          <>
            <Trans>Saved {venueName} to your wishlist</Trans>{' '}
            <button
              type="button"
              className={styles.toastAction}
              onClick={() => {
                toast.dismiss(id);
                setChanging(answer);
              }}
            >
              <Trans>Change list</Trans>
            </button>
          </>,
          { id, duration: 6000 },
        );
      } else {
        await heartOff(venueId);
        toast(t`Removed ${venueName} from your wishlists`, { id: `heart-${venueId}` });
      }
    } catch (error) {
      client.setQueryData(savedKey, previous);
      toast.error(apiErrorMessage(error, t`Could not change your wishlist. Please try again.`));
    } finally {
      busy.current = false;
      // Read the lists again, whatever the answer: a read already under way (another card
      // mounting, the window regaining focus) began before this change was stored and would
      // otherwise put the heart back as it was. The new read cancels it.
      void refreshWishlists(client);
    }
  }

  // Back from the login with a heart kept for this venue: save it now, once.
  const loggedIn = session?.isLoggedIn ?? false;
  useEffect(() => {
    if (loggedIn && takeHeartIntent(venueId)) void change(true);
    // change is recreated each render; the intent is taken once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, venueId]);

  const onClick = (event: MouseEvent) => {
    // The second click of a double click is not a second press: one double click, one save.
    if (event.detail > 1) return;
    if (!signedIn) {
      keepHeartIntent(venueId);
      toast(t`Sign in to save venues to your wishlists`);
      navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    void change(!isSaved);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.heart} ${variant === 'overlay' ? styles.heartOverlay : styles.heartInline}`}
        aria-pressed={isSaved}
        aria-label={t`Save ${venueName} to a wishlist`}
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.3 2.4h2c.7-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            className={isSaved ? styles.heartFilled : styles.heartEmpty}
          />
        </svg>
        {variant === 'inline' && <span>{isSaved ? t`Saved` : t`Save`}</span>}
      </button>
      {changing && (
        <ChangeListDialog
          venueId={venueId}
          fromListId={changing.listIds[0]}
          venueName={venueName}
          onClose={() => setChanging(undefined)}
          onMoved={setSaved}
        />
      )}
    </>
  );
}

export default HeartButton;
