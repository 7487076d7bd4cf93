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
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const forget = (upload: PendingUpload) => {
  if (upload.preview) URL.revokeObjectURL(upload.preview);
};

/**
 * Photos on their way up: each with its progress, or why it failed. A photo that arrives is handed
 * to `onUploaded` and leaves the list; one that failed stays, with its reason, until it is tried
 * again or dismissed. Leaving the page cancels what is still uploading.
 */
export function useUploads(onUploaded: (media: UploadedMedia, upload: PendingUpload) => void) {
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

  const patch = (id: number, change: Partial<PendingUpload>) =>
    setUploads((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  function send(upload: PendingUpload) {
    const controller = new AbortController();
    running.current.set(upload.id, controller);
    uploadMedia(upload.file, {
      signal: controller.signal,
      onProgress: (progress) => patch(upload.id, { progress }),
    })
      .then(
        (media) => {
          setUploads((list) => list.filter((item) => item.id !== upload.id));
          forget(upload);
          latestOnUploaded.current(media, upload);
        },
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
    setUploads((list) => [...list, ...added]);
    added.filter((upload) => !upload.error).forEach(send);
  }

  function retry(id: number) {
    const upload = uploads.find((item) => item.id === id);
    if (!upload || problemBeforeUpload(upload.file)) return;
    const again = {
      ...upload,
      error: null,
      progress: 0,
      preview: upload.preview ?? previewOf(upload.file),
    };
    setUploads((list) => list.map((item) => (item.id === id ? again : item)));
    send(again);
  }

  function dismiss(id: number) {
    running.current.get(id)?.abort();
    setUploads((list) => {
      list.filter((item) => item.id === id).forEach(forget);
      return list.filter((item) => item.id !== id);
    });
  }

  const busy = uploads.some((upload) => !upload.error);
  return { uploads, busy, start, retry, dismiss };
}
