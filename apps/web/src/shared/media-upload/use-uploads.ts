import { useEffect, useRef, useState } from 'react';
import { uploadMedia, type UploadedMedia } from '../api/upload-media';
import { mayWorkLater, problemBeforeUpload, uploadProblem } from './upload-problems';

export interface PendingUpload {
  id: number;
  file: File;
  /** The file itself, shown while it uploads (null where the browser cannot make one). */
  preview: string | null;
  /** 0 to 1 while uploading; the error instead once it has failed. */
  progress: number;
  error: string | null;
  /** Whether trying the same file again may work (the network, a busy server), not a refusal. */
  retryable: boolean;
  /** The server's answer, held until the photos chosen before it have arrived or failed. */
  arrived?: UploadedMedia;
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const forget = (upload: PendingUpload) => {
  if (upload.preview) URL.revokeObjectURL(upload.preview);
};

/**
 * Photos on their way up: each with its progress, or why it failed. Arrived photos are handed to
 * `onUploaded` in the order they were chosen (the first chosen becomes the cover, however fast
 * each one travels) and leave the list; one that failed stays, with its reason, until it is tried
 * again or dismissed, and does not hold up the others. Leaving the page cancels what is uploading.
 */
export function useUploads(onUploaded: (media: UploadedMedia, upload: PendingUpload) => void) {
  const list = useRef<PendingUpload[]>([]);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const nextId = useRef(0);
  const running = useRef(new Map<number, AbortController>());
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });
  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  /** Changes the list, and hands over the arrived photos that nothing chosen earlier waits for. */
  function update(next: PendingUpload[]) {
    const delivered: PendingUpload[] = [];
    for (const upload of next) {
      if (upload.arrived) delivered.push(upload);
      else if (!upload.error) break;
    }
    list.current = next.filter((upload) => !delivered.includes(upload));
    setUploads(list.current);
    for (const upload of delivered) {
      forget(upload);
      latestOnUploaded.current(upload.arrived!, upload);
    }
  }
  const patch = (id: number, change: Partial<PendingUpload>) =>
    update(list.current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  function send(upload: PendingUpload) {
    const controller = new AbortController();
    running.current.set(upload.id, controller);
    uploadMedia(upload.file, {
      signal: controller.signal,
      onProgress: (progress) => patch(upload.id, { progress }),
    })
      .then(
        (media) => patch(upload.id, { arrived: media, progress: 1 }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          patch(upload.id, {
            error: uploadProblem(error, upload.file),
            retryable: mayWorkLater(error),
            progress: 0,
          });
        },
      )
      .finally(() => running.current.delete(upload.id));
  }

  /** Starts uploading each file; `refuse` may turn one away first (a full list, for one). */
  function start(files: readonly File[], refuse?: (file: File, position: number) => string | null) {
    const added = files.map((file, position): PendingUpload => {
      const error = refuse?.(file, position) ?? problemBeforeUpload(file);
      return {
        id: (nextId.current += 1),
        file,
        preview: error ? null : previewOf(file),
        progress: 0,
        error,
        retryable: false,
      };
    });
    update([...list.current, ...added]);
    added.filter((upload) => !upload.error).forEach(send);
  }

  function retry(id: number) {
    const upload = list.current.find((item) => item.id === id);
    if (!upload?.retryable) return;
    const again: PendingUpload = {
      ...upload,
      error: null,
      retryable: false,
      progress: 0,
      preview: upload.preview ?? previewOf(upload.file),
    };
    update(list.current.map((item) => (item.id === id ? again : item)));
    send(again);
  }

  function dismiss(id: number) {
    running.current.get(id)?.abort();
    list.current.filter((item) => item.id === id).forEach(forget);
    update(list.current.filter((item) => item.id !== id));
  }

  const busy = uploads.some((upload) => !upload.error);
  return { uploads, busy, start, retry, dismiss };
}
