import type { WishlistDetail } from '@holidaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/http-client';
import { toast } from '../../shared/toast/toast';
import { Button } from '../../shared/ui/button';
import { wishlistCalls, wishlistPaths } from '../../shared/wishlists';
import styles from '../../shared/wishlists/wishlists.module.css';
import ui from '../../shared/ui/ui.module.css';

/**
 * The list's secret read-only link: on (anyone with it sees the list, no account needed), copied,
 * or off (it answers "not found" from then on; on again makes a new one).
 */
export function ShareLink({ list, onChanged }: { list: WishlistDetail; onChanged(): unknown }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const url = list.shareToken
    ? new URL(wishlistPaths.shared(list.shareToken), window.location.origin).toString()
    : undefined;

  async function turn(on: boolean) {
    setBusy(true);
    try {
      await wishlistCalls.share(list.id, on);
      toast.success(on ? t`Anyone with the link can now see this list` : t`The link is off`);
      await onChanged();
    } catch (failure) {
      toast.error(apiErrorMessage(failure, t`Could not change the link. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`);
    } catch {
      toast.error(t`Could not copy: select the link and copy it yourself`);
    }
  }

  return (
    <section className={`${ui.stack2} ${styles.share}`} aria-labelledby="share-title">
      <h2 id="share-title">
        <Trans>Share this list</Trans>
      </h2>
      {url ? (
        <>
          <p className={styles.muted}>
            <Trans>Anyone with this link can see the list, but not change it.</Trans>
          </p>
          <div className={styles.shareLink}>
            <input
              readOnly
              value={url}
              aria-label={t`Link to this list`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Trans>Copy link</Trans>
            </Button>
            <Button variant="ghost" loading={busy} onClick={() => void turn(false)}>
              <Trans>Turn link off</Trans>
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.shareLink}>
          <p className={styles.muted}>
            <Trans>Only you can see this list.</Trans>
          </p>
          <Button variant="secondary" loading={busy} onClick={() => void turn(true)}>
            <Trans>Turn on a share link</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
