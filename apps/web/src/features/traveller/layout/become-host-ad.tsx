import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { storeRole } from '../../../shared/session';
import { toast } from '../../../shared/toast/toast';
import { Button } from '../../../shared/ui/button';
import { useUpdateProfile } from '../api/update-profile';
import styles from './traveller-area.module.css';

/**
 * Shown to travellers on larger screens (hidden below 900 px in CSS). A traveller becomes a host
 * on their own account (the profile update sets `venueManager`), not by registering another one.
 */
export function BecomeHostAd({ username }: { username: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateProfile(username);
  const becomeHost = () =>
    update.mutate(
      { venueManager: true },
      {
        onSuccess: () => {
          storeRole(true);
          toast.success(t`You are now a host: list your first venue.`);
          void navigate(paths.admin(username));
        },
        onError: (error) =>
          toast.error(apiErrorMessage(error, t`Could not make you a host. Please try again.`)),
      },
    );
  return (
    <aside className={styles.hostAd} aria-labelledby="become-host-title">
      <h2 id="become-host-title" className={styles.hostAdTitle}>
        <Trans>Have a place to share?</Trans>
      </h2>
      <p>
        <Trans>
          Share your space with travellers and earn from the nights it would stand empty.
        </Trans>
      </p>
      <Button variant="accent" onClick={becomeHost} disabled={update.isPending}>
        {update.isPending ? t`Becoming a host…` : t`Become a Host`}
      </Button>
    </aside>
  );
}
