import type { Config } from '../../../config.js';
import { fileSystemStorage } from './file-system-storage.js';
import type { MediaStorage } from './media-storage.js';
import { s3Storage } from './s3-storage.js';

/** The storage MEDIA_STORAGE names (README, "Configuration"). */
export function openMediaStorage(media: Config['media']): MediaStorage {
  return media.storage.kind === 's3'
    ? s3Storage(media.storage)
    : fileSystemStorage(media.storage.directory);
}
