import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  ACCEPTED_UPLOAD_TYPES,
  canonicalUploadUrl,
  dataEnvelope,
  mediaAltSchema,
  sniffImageType,
  UPLOAD_MESSAGES,
  uploadedMediaSchema,
  UPLOADS_PER_DAY,
  UPLOADS_PER_HOUR,
  type SniffedImageType,
  type UploadedMedia,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { ApiError, badRequest } from '../../http/api-error.js';
import { viewerOf, type Authentication } from '../../http/authentication.js';
import { single } from '../../http/envelope.js';
import { createImageRepository, type ImageFigures } from './image-repository.js';
import { processImage, unsupportedType } from './image-pipeline.js';
import { receiveToTemporaryFile, type ReceivedFile } from './receive-upload.js';
import type { MediaStorage } from './storage/media-storage.js';
import { createWorkQueue, type WorkQueue } from './work-queue.js';

export interface UploadRouteOptions {
  db: Kysely<Database>;
  auth: Authentication;
  now: () => Date;
  storage: MediaStorage;
  maxBytes: number;
  /** Photos turned into their variants at once, and waiting for a turn (config.media). */
  queue: WorkQueue;
  /** Where a photo is kept while it arrives and is checked (default: the system's). */
  temporaryDirectory?: string | undefined;
}

export const createUploadQueue = (concurrency: number, queueLimit: number) =>
  createWorkQueue({
    concurrency,
    queueLimit,
    busyMessage: UPLOAD_MESSAGES.busy,
    retryAfterSeconds: 5,
  });

/** The multipart envelope around a file: boundaries, part headers and a short `alt` field. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** How long a member over an upload cap is told to wait at least (seconds). */
const MIN_CAP_RETRY_SECONDS = 60;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long an upload waits to be shown by a venue, avatar or banner before the sweep deletes it. */
export const UNATTACHED_UPLOAD_KEPT_MS = DAY_MS;

const REFUSED_TYPES: Partial<Record<SniffedImageType, string>> = {
  svg: UPLOAD_MESSAGES.svg,
  heic: UPLOAD_MESSAGES.heic,
  'avif-sequence': UPLOAD_MESSAGES.animated,
};

const tooLarge = (maxBytes: number) => new ApiError(413, UPLOAD_MESSAGES.tooLarge(maxBytes));

/** The storage keys of every variant of the photo named `hash`. */
export const uploadKeys = (hash: string, names: readonly string[]) =>
  names.map((name) => `u/${hash}/${name}`);

/**
 * POST /holidaze/media (docs/api.md, "Media"): one photo in, its variants stored, its canonical
 * URL out. Streamed to a temporary file (never held whole in memory), its type told from its
 * bytes, turned into its variants in a bounded queue off the event loop, then stored. Anything
 * refused leaves nothing behind: the temporary file goes whatever happens, and nothing is
 * stored before the photo has passed every check.
 */
export async function uploadRoutes(plugin: FastifyInstance, options: UploadRouteOptions) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { now, storage, maxBytes } = options;
  const images = createImageRepository(options.db);
  const { queue } = options;
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 1,
      fieldSize: 2048,
      parts: 2,
      headerPairs: 20,
    },
  });
  app.setSerializerCompiler(serializerCompiler);

  async function assertWithinCaps(ownerId: string) {
    const at = now();
    for (const [cap, windowMs, message] of [
      [UPLOADS_PER_HOUR, HOUR_MS, UPLOAD_MESSAGES.perHour],
      [UPLOADS_PER_DAY, DAY_MS, UPLOAD_MESSAGES.perDay],
    ] as const) {
      const { count, earliest } = await images.uploadedSince(
        ownerId,
        new Date(at.getTime() - windowMs),
      );
      if (count >= cap) {
        const freeAt = (earliest ?? at).getTime() + windowMs;
        const seconds = Math.max(MIN_CAP_RETRY_SECONDS, Math.ceil((freeAt - at.getTime()) / 1000));
        throw new ApiError(429, message, [{ message }], seconds);
      }
    }
  }

  async function readPart(request: FastifyRequest): Promise<{ part: MultipartFile; alt: string }> {
    let part: MultipartFile | undefined;
    try {
      part = await request.file();
    } catch (error) {
      throw multipartRefusal(error, maxBytes);
    }
    if (!part || part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.missingFile);
    const field = part.fields.alt;
    const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : '';
    const alt = mediaAltSchema.safeParse(typeof value === 'string' ? value : '');
    if (!alt.success) throw badRequest(alt.error.issues[0]!.message, ['alt']);
    return { part, alt: alt.data };
  }

  async function receive(part: MultipartFile): Promise<ReceivedFile> {
    // Stops reading at the limit; a part the parser cut before this listener was added (its
    // bytes had all arrived) says so in `truncated`.
    part.file.once('limit', () => part.file.destroy(tooLarge(maxBytes)));
    let file: ReceivedFile;
    try {
      file = await receiveToTemporaryFile(part, options.temporaryDirectory);
    } catch (error) {
      throw multipartRefusal(error, maxBytes);
    }
    if (part.file.truncated) {
      await file.discard();
      throw tooLarge(maxBytes);
    }
    return file;
  }

  async function store(
    hash: string,
    file: ReceivedFile,
    ownerId: string,
    signal: AbortSignal,
  ): Promise<ImageFigures> {
    const at = now();
    const dueAt = new Date(at.getTime() + UNATTACHED_UPLOAD_KEPT_MS);
    const stored = await images.reuse(hash, dueAt);
    if (stored) return stored;
    const processed = await queue.run((aborted) => processImage(file.path, aborted), signal);
    const keys = uploadKeys(
      hash,
      processed.variants.map((variant) => variant.name),
    );
    try {
      for (const [i, variant] of processed.variants.entries()) {
        await storage.put(keys[i]!, variant.body, variant.contentType);
      }
      return await images.insert({ hash, ownerId, createdAt: at, dueAt, ...processed });
    } catch (error) {
      await storage.delete(keys).catch(() => undefined);
      throw error;
    }
  }

  app.post(
    '/holidaze/media',
    {
      preHandler: options.auth.requireAuth,
      // Only a client announcing too large a body is refused here, before a byte of it is read;
      // one that does not say (chunked) is stopped by the parser at the limit.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length']);
        if (length > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);
      },
      schema: {
        tags: ['media'],
        summary: 'Upload a photo (multipart/form-data: an optional `alt` field, then `file`)',
        consumes: ['multipart/form-data'],
        response: { 201: dataEnvelope(uploadedMediaSchema) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      queue.admit();
      // Answered already (the deadline) or left by its client: its photo is nobody's to make.
      const answered = new AbortController();
      reply.raw.once('close', () => answered.abort(new Error('The upload was answered or left')));
      await assertWithinCaps(viewer.id);
      const { part, alt } = await readPart(request);
      const file = await receive(part);
      try {
        if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.missingFile);
        const type = sniffImageType(file.head);
        if (!ACCEPTED_UPLOAD_TYPES.includes(type)) {
          throw unsupportedType(REFUSED_TYPES[type] ?? UPLOAD_MESSAGES.notAPhoto);
        }
        // 128 bits of SHA-256 name the photo: its URL stays short and no two photos meet.
        const hash = file.sha256.slice(0, 32);
        const figures = await store(hash, file, viewer.id, answered.signal);
        const body: UploadedMedia = {
          url: canonicalUploadUrl(`/media/u/${hash}`),
          alt,
          ...figures,
        };
        return reply.status(201).send(single(body));
      } finally {
        await file.discard();
      }
    },
  );
}

/** The multipart parser's refusals in our words; anything else is ours to report. */
function multipartRefusal(error: unknown, maxBytes: number): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'Send the photo as multipart/form-data, in a part named "file"');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('Send one photo at a time: an optional "alt" field, then "file"');
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(UPLOAD_MESSAGES.corrupt);
  }
  // Busboy's own complaints about a malformed body ("Unexpected end of form", a missing boundary).
  if (error instanceof Error && /form|boundary|multipart|part/i.test(error.message)) {
    return badRequest('The upload is not well-formed multipart/form-data');
  }
  return error;
}
