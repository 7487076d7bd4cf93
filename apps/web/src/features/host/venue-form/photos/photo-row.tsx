import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_VENUE_IMAGE, isMediaUrl, parseUploadedImageUrl } from '@holidaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisteredField } from '../../../../shared/forms/use-schema-form';
import { Button } from '../../../../shared/ui/button';
import { Field } from '../../../../shared/ui/field';
import { ImageWithFallback } from '../../../../shared/ui/image-with-fallback';
import styles from './venue-photos.module.css';
import uploadStyles from '../../../../shared/media-upload/media-upload.module.css';

interface Props {
  index: number;
  count: number;
  url: string;
  urlField: RegisteredField;
  altField: RegisteredField;
  urlError: string | undefined;
  altError: string | undefined;
  dragHandle: Record<string, unknown>;
  /** `action` names the control that asked, so the focus can stay on it after the move. */
  onMove(to: number, action: string): void;
  onRemove(): void;
}

/** One photo of the venue: its picture, its caption, and the buttons that order or remove it. */
export function PhotoRow(props: Props) {
  const { t } = useLingui();
  const { index, count, url } = props;
  const number = index + 1;
  const hintId = useId();
  const altId = useId();
  const uploaded = parseUploadedImageUrl(url) !== null;
  const cover = index === 0;
  const onHandleKey = (event: KeyboardEvent) => {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    props.onMove(index + step, 'drag');
  };
  const edge = (disabled: boolean, action: string, label: string, to: number): ReactNode => (
    <Button
      variant="ghost"
      className={styles.small}
      data-action={action}
      aria-disabled={disabled || undefined}
      aria-label={t`${label}, photo ${number}`}
      onClick={() => props.onMove(to, action)}
    >
      {label}
    </Button>
  );

  return (
    <>
      <div className={styles.thumb}>
        {isMediaUrl(url.trim()) ? (
          <ImageWithFallback
            src={url.trim()}
            alt=""
            fallback={DEFAULT_VENUE_IMAGE}
            width={160}
            height={107}
            sizes="160px"
            className={`${uploadStyles.preview} ${styles.thumbImage}`}
          />
        ) : (
          <span className={`${uploadStyles.preview} ${styles.thumbImage}`} aria-hidden="true" />
        )}
        {cover && (
          <span className={styles.coverBadge}>
            <Trans>Cover</Trans>
          </span>
        )}
      </div>
      <div className={styles.fields}>
        {uploaded ? (
          <p className={styles.photoName}>
            {cover ? <Trans>Photo {number} (cover)</Trans> : <Trans>Photo {number}</Trans>}
          </p>
        ) : (
          <Field
            label={t`Image URL ${number}`}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={props.urlError}
            {...props.urlField}
          />
        )}
        <Field
          id={altId}
          label={t`Alt text ${number}`}
          required={uploaded}
          error={props.altError}
          {...props.altField}
          aria-describedby={[hintId, props.altError ? `${altId}-error` : ''].join(' ').trim()}
          hint={
            <p id={hintId} className={styles.hint}>
              {uploaded ? `${t`Required.`} ` : ''}
              <Trans>
                Say what the photo shows, for guests who cannot see it: “Living room with a view of
                the fjord”.
              </Trans>
            </p>
          }
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.handle}
          data-action="drag"
          aria-label={t`Drag to reorder, photo ${number} of ${count}`}
          aria-describedby={`${hintId}-drag`}
          onKeyDown={onHandleKey}
          {...props.dragHandle}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <span id={`${hintId}-drag`} hidden>
          <Trans>Or use the arrow keys to move it.</Trans>
        </span>
        {cover ? null : (
          <Button
            variant="secondary"
            className={styles.small}
            data-action="cover"
            aria-label={t`Make cover, photo ${number}`}
            onClick={() => props.onMove(0, 'later')}
          >
            <Trans>Make cover</Trans>
          </Button>
        )}
        {edge(index === 0, 'earlier', t`Move earlier`, index - 1)}
        {edge(index === count - 1, 'later', t`Move later`, index + 1)}
        <Button
          variant="ghost"
          className={styles.small}
          aria-label={t`Remove image ${number}`}
          onClick={props.onRemove}
        >
          <Trans>Remove</Trans>
        </Button>
      </div>
    </>
  );
}
