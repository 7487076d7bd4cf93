import type { FastifyInstance } from 'fastify';

/** Fastify's default `maxParamLength`: a longer path parameter is refused by the router. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Whether a GET path would have reached one of the app's parametric routes but for a parameter
 * longer than the router accepts. The router answers such a path 414 itself only when nothing
 * else matches; with the web app built, its catch-all `GET /*` matches every path, so the
 * catch-all asks this to answer 414 as well (docs/api.md). Call before any route is added: it
 * learns the routes' shapes as they are registered.
 */
export function trackParametricRoutes(app: FastifyInstance): (path: string) => boolean {
  const shapes: RegExp[][] = [];
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('GET') || !route.url.includes(':')) return;
    shapes.push(route.url.split('/').map(segmentPattern));
  });
  return (path) => {
    const segments = path.split('/').map(decoded);
    if (!segments.some((segment) => segment.length > MAX_PARAM_LENGTH)) return false;
    return shapes.some(
      (shape) =>
        shape.length === segments.length && shape.every((pattern, i) => pattern.test(segments[i]!)),
    );
  };
}

/** A route segment as a pattern: its text, with every `:name` (and `:name(regex)`) as `.+`. */
function segmentPattern(segment: string): RegExp {
  const parts = segment.split(/:\w+(?:\([^)]*\))?/);
  return new RegExp(
    `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`,
    's',
  );
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
