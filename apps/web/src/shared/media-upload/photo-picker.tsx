import { useId, useRef, useState, type DragEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';
import { PHOTO_ACCEPT, UPLOAD_LIMIT_MB } from './upload-problems';
import styles from './media-upload.module.css';

interface Props {
  /** The button's words: "Choose photos", "Choose a photo". */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles(files: File[]): void;
}

/**
 * A button that opens the file picker (on a phone: the camera or the photo library) and a zone
 * that takes photos dropped on it. The hidden input keeps the picker the browser's own.
 */
export function PhotoPicker({ label, multiple = false, disabled = false, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <div
      className={`${styles.dropZone} ${over ? styles.dropZoneOver : ''}`}
      onDragOver={(event) => {
        if (disabled || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <p id={hintId} className={styles.hint}>
        {multiple ? (
          <Trans>
            or drop them here. JPEG, PNG, WebP or AVIF, up to {UPLOAD_LIMIT_MB} MB each.
          </Trans>
        ) : (
          <Trans>or drop it here. JPEG, PNG, WebP or AVIF, up to {UPLOAD_LIMIT_MB} MB.</Trans>
        )}
      </p>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = ''; // the same photo may be chosen again after removing it
        }}
      />
    </div>
  );
}
