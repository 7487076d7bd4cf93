import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  DEFAULT_AVATAR,
  DEFAULT_BANNER,
  isMediaUrl,
  parseUploadedImageUrl,
  type ProfileMediaFormValues,
} from '@holidaze/domain';
import { useServerReachable } from '../../../shared/api/connection-status';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { PhotoPicker } from '../../../shared/media-upload/photo-picker';
import { UploadProgress } from '../../../shared/media-upload/upload-progress';
import { useUploads } from '../../../shared/media-upload/use-uploads';
import { useAccountGuard, useSession } from '../../../shared/session';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Field } from '../../../shared/ui/field';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback';
import { useUpdateProfile } from '../api/update-profile';
import styles from './traveller-area.module.css';
import ui from '../../../shared/ui/ui.module.css';

interface Props {
  kind: 'avatar' | 'banner';
  username: string;
  onClose(): void;
}

const schema = lazySchema(() => import('../form-schemas').then((m) => m.profilePhotoFormSchema));

const TITLES = { avatar: msg`Update Avatar`, banner: msg`Update Banner` } as const;

/**
 * Spec §4 Avatar / banner edit: a photo from the device, or an image URL, and its alt text; Save
 * needs one of them; errors stay in the dialog.
 */
export function MediaDialog({ kind, username, onClose }: Props) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const update = useUpdateProfile(username);
  const { field, handleSubmit, values, errors, setValue } = useSchemaForm<ProfileMediaFormValues>({
    schema,
    defaultValues: { url: '', alt: '' },
  });
  const url = values.url.trim();
  const uploaded = parseUploadedImageUrl(url) !== null;
  const hintId = useId();
  const altId = useId();
  const uploads = useUploads((media) => setValue('url', media.url));
  const reachable = useServerReachable();
  const onFiles = (files: File[]) => {
    uploads.uploads.forEach((upload) => uploads.dismiss(upload.id));
    uploads.start(files.slice(0, 1));
  };

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
    <Dialog open title={i18n._(TITLES[kind])} onClose={onClose}>
      <form className={ui.stack4} onSubmit={save} noValidate>
        {accountChanged && <Alert>{accountChanged}</Alert>}
        {update.isError && <Alert>{apiErrorMessage(update.error, t`Something went wrong.`)}</Alert>}
        {isMediaUrl(url) && (
          <ImageWithFallback
            className={kind === 'avatar' ? styles.avatarPreview : styles.bannerPreview}
            src={url}
            alt=""
            fallback={kind === 'avatar' ? DEFAULT_AVATAR : DEFAULT_BANNER}
            width={kind === 'avatar' ? 96 : 480}
            height={kind === 'avatar' ? 96 : 120}
          />
        )}
        {!reachable && (
          <p className={styles.mediaHint}>
            <Trans>You seem to be offline: a photo can be uploaded once you are back online.</Trans>
          </p>
        )}
        <PhotoPicker label={t`Choose a photo`} disabled={uploads.busy} onFiles={onFiles} />
        {uploads.uploads.map((upload) => (
          <UploadProgress
            key={upload.id}
            upload={upload}
            onRetry={() => uploads.retry(upload.id)}
            onDismiss={() => uploads.dismiss(upload.id)}
          />
        ))}
        <Field
          label={t`Image URL`}
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="off"
          {...field('url')}
        />
        <Field
          id={altId}
          label={t`Alt text`}
          placeholder={kind === 'avatar' ? t`A photo of me` : t`A view I love`}
          autoComplete="off"
          required={uploaded}
          {...field('alt')}
          aria-describedby={[hintId, errors.alt ? `${altId}-error` : ''].join(' ').trim()}
          hint={
            <p id={hintId} className={styles.mediaHint}>
              {uploaded
                ? t`Required. Say what the picture shows, for people who cannot see it.`
                : t`Say what the picture shows, for people who cannot see it.`}
            </p>
          }
        />
        <div className={`${ui.actions} ${styles.dialogActions}`}>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!url || uploads.busy || update.isPending}>
            {update.isPending ? t`Saving...` : t`Save`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
