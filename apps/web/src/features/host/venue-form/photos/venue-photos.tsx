import { useEffect, useId, useRef, useState } from 'react';
import { MAX_MEDIA, type VenueFormPayload, type VenueFormValues } from '@holidaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServerReachable } from '../../../../shared/api/connection-status';
import type { SchemaForm } from '../../../../shared/forms/use-schema-form';
import { PhotoPicker } from '../../../../shared/media-upload/photo-picker';
import { UploadProgress } from '../../../../shared/media-upload/upload-progress';
import { MESSAGES } from '../../../../shared/media-upload/upload-problems';
import { useUploads } from '../../../../shared/media-upload/use-uploads';
import { Button } from '../../../../shared/ui/button';
import { PhotoRow } from './photo-row';
import { usePointerReorder } from './use-pointer-reorder';
import formStyles from '../venue-form.module.css';
import styles from './venue-photos.module.css';
import ui from '../../../../shared/ui/ui.module.css';

interface Props {
  form: SchemaForm<VenueFormValues, VenueFormPayload>;
  /** Told whether photos are still uploading, so the form waits for them before saving. */
  onBusyChange(busy: boolean): void;
}

const blank = (row: { url: string; alt: string }) => row.url.trim() === '' && row.alt.trim() === '';

/**
 * The venue's photos (spec §2 "Add Images"): uploaded from the device, several at once, or linked
 * by URL as before. The first is the cover; each can be moved by dragging its handle, with the
 * arrow keys on the handle, or with its buttons, and every move is announced.
 */
export default function VenuePhotos({ form, onBusyChange }: Props) {
  const { t } = useLingui();
  const { register, errors, values } = form;
  const rows = values.media;
  const { keys, append, remove, move } = form.fieldArray('media');
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const focusNext = useRef<{ key: number; action: string } | null>(null);
  const reachable = useServerReachable();
  const uploads = useUploads((media) => {
    append({ url: media.url, alt: media.alt });
    const photo = media.alt || t`A photo`;
    setAnnouncement(t`${photo} uploaded.`);
  });
  const { busy } = uploads;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (!next) return;
    const row = list.current?.querySelector(`[data-photo-key="${next.key}"]`);
    const target =
      row?.querySelector<HTMLElement>(`[data-action="${next.action}"]`) ??
      row?.querySelector<HTMLElement>('[data-action="later"]');
    target?.focus();
  });

  const inFlight = uploads.uploads.filter((upload) => !upload.error).length;
  const used = rows.filter((row) => !blank(row)).length + inFlight;
  const shownCount = keys.length + inFlight;
  const full = shownCount >= MAX_MEDIA;

  const describe = (at: number, count: number) => {
    const position = at + 1;
    return at === 0
      ? t`Photo moved to position ${position} of ${count}, now the cover.`
      : t`Photo moved to position ${position} of ${count}.`;
  };
  const moveTo = (from: number, to: number, action: string) => {
    if (to < 0 || to >= keys.length) {
      const photo = from + 1;
      setAnnouncement(
        to < 0 ? t`Photo ${photo} is already first.` : t`Photo ${photo} is already last.`,
      );
      return;
    }
    focusNext.current = { key: keys[from]!, action };
    move(from, to);
    setAnnouncement(describe(to, keys.length));
  };
  const dragHandle = usePointerReorder({
    onMove: (from, to) => move(from, to),
    onDrop: (_from, to) => setAnnouncement(describe(to, keys.length)),
  });

  const onFiles = (files: File[]) => {
    // A blank URL row (the form starts with one) makes way for the photos.
    const blanks = rows.map((row, index) => (blank(row) ? index : -1)).filter((i) => i >= 0);
    blanks.reverse().forEach((index) => remove(index));
    const free = MAX_MEDIA - used;
    uploads.start(files, (_file, position) =>
      position >= free ? MESSAGES.tooMany(MAX_MEDIA) : null,
    );
  };

  return (
    <fieldset className={formStyles.section} aria-describedby={hintId}>
      <legend className={formStyles.legend}>
        <Trans>Add Images</Trans>
      </legend>
      <p id={hintId} className={styles.hint}>
        <Trans>
          The first photo is the cover, shown in search results. Drag a photo by its handle, or use
          its buttons, to change the order.
        </Trans>
      </p>
      {!reachable && (
        <p className={styles.offline} role="status">
          <Trans>You seem to be offline: photos can be uploaded once you are back online.</Trans>
        </p>
      )}
      <PhotoPicker
        label={t`Choose photos`}
        multiple
        disabled={used >= MAX_MEDIA}
        onFiles={onFiles}
      />
      {keys.length === 0 && uploads.uploads.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No photos yet. The first one you add becomes the cover.</Trans>
        </p>
      ) : null}
      <ol ref={list} className={`${ui.plainList} ${ui.stack4}`} aria-label={t`Photos`}>
        {keys.map((key, index) => (
          <li key={key} className={styles.row} data-photo-index={index} data-photo-key={key}>
            <PhotoRow
              index={index}
              count={keys.length}
              url={rows[index]?.url ?? ''}
              urlField={register(`media.${index}.url`)}
              altField={register(`media.${index}.alt`)}
              urlError={errors[`media.${index}.url`]}
              altError={errors[`media.${index}.alt`]}
              dragHandle={dragHandle(index)}
              onMove={(to, action) => moveTo(index, to, action)}
              onRemove={() => {
                remove(index);
                const photo = index + 1;
                setAnnouncement(t`Photo ${photo} removed.`);
              }}
            />
          </li>
        ))}
      </ol>
      {uploads.uploads.length > 0 && (
        <ul className={`${ui.plainList} ${ui.stack4}`} aria-label={t`Uploads`}>
          {uploads.uploads.map((upload) => (
            <li key={upload.id} className={styles.uploadRow}>
              <UploadProgress
                upload={upload}
                onRetry={() => uploads.retry(upload.id)}
                onDismiss={() => uploads.dismiss(upload.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {errors.media && (
        <p role="alert" className={styles.error}>
          {errors.media}
        </p>
      )}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={() => append({ url: '', alt: '' })} disabled={full}>
          <Trans>Add image</Trans>
        </Button>
        <span className={styles.hint}>
          <Trans>
            {shownCount} of {MAX_MEDIA} images
          </Trans>
        </span>
      </div>
      {/* A live region without the status role: it is no loading indicator, and stays empty until a move. */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
