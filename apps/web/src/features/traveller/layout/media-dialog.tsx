import { useState } from 'react';
import type { ProfileMediaFormValues } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useAccountGuard, useSession } from '../../../shared/session';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Field } from '../../../shared/ui/field';
import { useUpdateProfile } from '../api/update-profile';
import styles from './traveller-area.module.css';

interface Props {
  kind: 'avatar' | 'banner';
  username: string;
  onClose(): void;
}

const schema = lazySchema(() => import('../form-schemas').then((m) => m.profileMediaFormSchema));

const TITLES = { avatar: 'Update Avatar', banner: 'Update Banner' } as const;

/** Spec §4 Avatar / banner edit: URL and alt text; Save needs a URL; errors stay in the dialog. */
export function MediaDialog({ kind, username, onClose }: Props) {
  const session = useSession();
  const update = useUpdateProfile(username);
  const { register, handleSubmit, values, errors } = useSchemaForm<ProfileMediaFormValues>({
    schema,
    defaultValues: { url: '', alt: '' },
  });
  const url = values.url;

  const account = useAccountGuard();
  const [blocked, setBlocked] = useState<string | null>(null);
  const accountChanged = account.message ?? blocked;
  const save = handleSubmit(async (values) => {
    const changed = account.check();
    if (changed) {
      setBlocked(changed);
      return;
    }
    const media = { url: values.url.trim(), alt: values.alt.trim() };
    try {
      await update.mutateAsync(kind === 'avatar' ? { avatar: media } : { banner: media });
    } catch {
      return; // shown below from update.error
    }
    await session.refreshProfile();
    onClose();
  });

  return (
    <Dialog open title={TITLES[kind]} onClose={onClose}>
      <form className={styles.mediaForm} onSubmit={save} noValidate>
        {accountChanged && <Alert>{accountChanged}</Alert>}
        {update.isError && <Alert>{apiErrorMessage(update.error, 'Something went wrong.')}</Alert>}
        <Field
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          error={errors.url}
          {...register('url')}
        />
        <Field
          label="Alt text"
          placeholder={kind === 'avatar' ? 'A photo of me' : 'A view I love'}
          autoComplete="off"
          error={errors.alt}
          {...register('alt')}
        />
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!url?.trim() || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
