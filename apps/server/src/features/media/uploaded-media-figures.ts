import type { FastifyInstance } from 'fastify';
import { parseUploadedImageUrl } from '@holidaze/domain';
import type { ImageFigures, ImageRepository } from './image-repository.js';

/** How deep a media object can sit in our bodies (as http/public-media-urls.ts walks them). */
const MAX_DEPTH = 8;
/** Photos whose figures each instance keeps in memory; they never change once stored. */
const REMEMBERED = 20_000;

type Visit = (media: Record<string, unknown>, hash: string) => Record<string, unknown> | undefined;

/** `value` with `visit` applied to every `{ url, alt }` whose url names an upload; copies on change. */
function walk(value: unknown, visit: Visit, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const next = walk(value[i], visit, depth + 1);
      if (next !== value[i]) (copy ??= [...value])[i] = next;
    }
    return copy ?? value;
  }
  if (value instanceof Date) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.url === 'string' && typeof record.alt === 'string') {
    const upload = parseUploadedImageUrl(record.url);
    return (upload && visit(record, upload.hash)) ?? record;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const next = walk(record[key], visit, depth + 1);
    if (next !== record[key]) (copy ??= { ...record })[key] = next;
  }
  return copy ?? record;
}

/**
 * Every response under /api that carries an uploaded photo's `{ url, alt }` (venues, owners,
 * profiles' avatars and banners, wherever they sit) gets its `width`, `height` and `placeholder`
 * too, so a client can lay it out before it loads. Any other image stays `{ url, alt }` exactly.
 * A photo's figures never change, so each instance remembers them; a body without uploads costs
 * one walk and no statement.
 */
export function registerUploadedMediaFigures(api: FastifyInstance, images: ImageRepository) {
  const remembered = new Map<string, ImageFigures>();
  api.addHook('preSerialization', async (_request, _reply, payload) => {
    const missing = new Set<string>();
    walk(
      payload,
      (_media, hash) => {
        if (!remembered.has(hash)) missing.add(hash);
        return undefined;
      },
      0,
    );
    if (missing.size > 0) {
      for (const [hash, figures] of await images.figures([...missing])) {
        if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
        remembered.set(hash, figures);
      }
    }
    return walk(
      payload,
      (media, hash) => {
        const figures = remembered.get(hash);
        return figures && { ...media, ...figures };
      },
      0,
    );
  });
}
