import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertStorageKey, type MediaStorage } from './media-storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** The service's address (MinIO, R2, Backblaze…); AWS itself when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Keys start with this (`holidaze/` to share a bucket); empty for the bucket's root. */
  prefix: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Without them, the SDK's own chain (an instance role, AWS_* variables, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

/**
 * An S3-compatible bucket through the AWS SDK. A PutObject is whole or absent, as the interface
 * asks. Checksums are sent only where the service requires them: the SDK's default (a CRC trailer
 * on every upload, streamed as aws-chunked) is refused by several S3-compatible services.
 */
export function s3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return options.prefix + key;
  };
  return {
    description: `the bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!(object.Body instanceof Readable)) return undefined;
        return {
          body: object.Body,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: keyOf(key) }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = result.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(`Could not delete ${failed[0]!.Key ?? 'a file'}: ${failed[0]!.Message}`);
        }
      }
    },
  };
}
