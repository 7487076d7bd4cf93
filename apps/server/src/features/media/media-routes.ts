import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaStorage } from './storage/media-storage.js';
import { avatarImageSvg, defaultAvatarSvg } from '../../lib/svg-images/avatar-image.js';
import { bannerImageSvg, defaultBannerSvg } from '../../lib/svg-images/banner-image.js';
import { defaultVenueSvg } from '../../lib/svg-images/default-venue-image.js';
import { venueImageSvg } from '../../lib/svg-images/venue-image.js';

/**
 * Images the server draws itself, so demo data shows pictures offline:
 * `/media/{venues,avatars,banners}/<n>.svg` and `/media/defaults/{venue,avatar,banner}.svg`.
 * Each URL always draws the same picture, so it is cached as immutable. Register at the root,
 * not under /api. Anything else falls through to the app's not-found handler.
 */

const defaults = new Map<string, () => string>([
  ['venue', defaultVenueSvg],
  ['avatar', defaultAvatarSvg],
  ['banner', defaultBannerSvg],
]);

/** 1 to 999,999,999: enough for any seeded data set, and no leading zeros (one URL per image). */
const NUMBERED_FILE = /^([1-9]\d{0,8})\.svg$/;
const DEFAULT_FILE = /^(venue|avatar|banner)\.svg$/;

// Other origins (clients in CORS_ORIGINS, any page showing a venue) embed our images; helmet's
// default Cross-Origin-Resource-Policy, same-origin, would make browsers block them.
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(svg);
}

type FileParams = { kind: string; file: string };

export interface MediaOptions {
  /** The initials avatar n wears, when it belongs to someone (app.ts passes the demo people's). */
  avatarInitials?: (n: number) => string | undefined;
  /** Where uploaded photos are kept: served at `/media/u/<hash>/<width>.<ext>`. */
  storage?: MediaStorage;
}

/** An uploaded photo's variant (packages/domain/src/uploaded-images.ts). */
const UPLOAD_HASH = /^[0-9a-f]{32,64}$/;
const UPLOAD_FILE = /^(400|800|1600)\.(avif|webp|jpg)$/;
const UPLOAD_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  const generators = new Map<string, (n: number) => string>([
    ['venues', venueImageSvg],
    ['avatars', (n) => avatarImageSvg(n, options.avatarInitials?.(n))],
    ['banners', bannerImageSvg],
  ]);
  const schema = { response: { 200: { description: 'An image (SVG or an uploaded file)' } } };
  const { storage } = options;
  if (storage) {
    // Named by content, so each URL is always the same bytes: immutable, like the drawings.
    app.get(
      '/media/u/:hash/:file',
      { schema, config: { swaggerTransform: false } },
      async (request: FastifyRequest<{ Params: { hash: string; file: string } }>, reply) => {
        const { hash, file } = request.params;
        const ext = UPLOAD_FILE.exec(file)?.[2];
        if (!UPLOAD_HASH.test(hash) || !ext) return reply.callNotFound();
        const stored = await storage.get(`u/${hash}/${file}`);
        if (!stored) return reply.callNotFound();
        if (stored.length !== undefined) reply.header('content-length', stored.length);
        return reply
          .header('content-type', UPLOAD_TYPES[ext]!)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(stored.body);
      },
    );
  }
  app.get(
    '/media/:kind/:file',
    // JSON Schema, not zod: the OpenAPI document takes it as it is (http/open-api.ts).
    { schema, config: { swaggerTransform: false } },
    async (request: FastifyRequest<{ Params: FileParams }>, reply) => {
      const { kind, file } = request.params;
      if (kind === 'defaults') {
        const name = DEFAULT_FILE.exec(file)?.[1];
        const draw = name ? defaults.get(name) : undefined;
        return draw ? sendSvg(reply, draw()) : reply.callNotFound();
      }
      const draw = generators.get(kind);
      const n = NUMBERED_FILE.exec(file)?.[1];
      return draw && n ? sendSvg(reply, draw(Number(n))) : reply.callNotFound();
    },
  );
};
