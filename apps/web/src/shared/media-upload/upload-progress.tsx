import { useLingui } from '@lingui/react/macro';
import { Button } from '../ui/button';
import type { PendingUpload } from './use-uploads';
import styles from './media-upload.module.css';

interface Props {
  upload: PendingUpload;
  onRetry(): void;
  onDismiss(): void;
}

/** One photo on its way up: its name and progress, or in words why it failed and what to do. */
export function UploadProgress({ upload, onRetry, onDismiss }: Props) {
  const { t } = useLingui();
  const { file, progress, error } = upload;
  const fileName = file.name;
  const percent = Math.round(progress * 100);
  return (
    <div className={styles.pending}>
      {upload.preview ? (
        <img className={styles.preview} src={upload.preview} alt="" width={96} height={64} />
      ) : (
        <span className={styles.preview} aria-hidden="true" />
      )}
      <div className={styles.pendingBody}>
        <p className={styles.fileName}>{file.name}</p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : (
          <progress
            className={styles.progress}
            max={100}
            value={percent}
            aria-label={t`Uploading ${fileName}`}
            aria-valuetext={`${percent}%`}
          />
        )}
      </div>
      <div className={styles.pendingActions}>
        {error && upload.retryable && (
          <Button variant="secondary" onClick={onRetry} aria-label={t`Try again, ${fileName}`}>
            {t`Try again`}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={onDismiss}
          aria-label={error ? t`Dismiss ${fileName}` : t`Cancel uploading ${fileName}`}
        >
          {error ? t`Dismiss` : t`Cancel`}
        </Button>
      </div>
    </div>
  );
}
