import type { FastifyInstance } from 'fastify';
import { multipart } from '../../support/image-fixtures.js';
import type { Json, TestUser } from './test-app.js';

/** POST /api/holidaze/media with `data` as the file part (after an `alt` field when given). */
export async function upload(
  app: FastifyInstance,
  user: TestUser | undefined,
  data: Buffer,
  options: { alt?: string; field?: string; filename?: string; type?: string } = {},
) {
  const { payload, headers } = multipart([
    ...(options.alt === undefined ? [] : [{ name: 'alt', value: options.alt }]),
    {
      name: options.field ?? 'file',
      filename: options.filename ?? 'photo.jpg',
      type: options.type ?? 'image/jpeg',
      data,
    },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/holidaze/media',
    headers: { ...user?.headers, ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Json, response };
}
