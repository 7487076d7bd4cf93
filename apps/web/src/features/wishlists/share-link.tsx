import type { WishlistDetail } from '@holidaze/domain';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/http-client';
import { toast } from '../../shared/toast/toast';
import { Button } from '../../shared/ui/button';
import { wishlistCalls, wishlistPaths } from '../../shared/wishlists';
import styles from '../../shared/wishlists/wishlists.module.css';

/**
 * The list's secret read-only link: on (anyone with it sees the list, no account needed), copied,
 * or off (it answers "not found" from then on; on again makes a new one).
 */
export function ShareLink({ list, onChanged }: { list: WishlistDetail; onChanged(): unknown }) {
  const [busy, setBusy] = useState(false);
  const url = list.shareToken
    ? new URL(wishlistPaths.shared(list.shareToken), window.location.origin).toString()
    : undefined;

  async function turn(on: boolean) {
    setBusy(true);
    try {
      await wishlistCalls.share(list.id, on);
      toast.success(on ? 'Anyone with the link can now see this list' : 'The link is off');
      await onChanged();
    } catch (failure) {
      toast.error(apiErrorMessage(failure, 'Could not change the link. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it yourself');
    }
  }

  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title">Share this list</h2>
      {url ? (
        <>
          <p className={styles.muted}>Anyone with this link can see the list, but not change it.</p>
          <div className={styles.shareLink}>
            <input
              readOnly
              value={url}
              aria-label="Link to this list"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              Copy link
            </Button>
            <Button variant="ghost" loading={busy} onClick={() => void turn(false)}>
              Turn link off
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.shareLink}>
          <p className={styles.muted}>Only you can see this list.</p>
          <Button variant="secondary" loading={busy} onClick={() => void turn(true)}>
            Turn on a share link
          </Button>
        </div>
      )}
    </section>
  );
}
