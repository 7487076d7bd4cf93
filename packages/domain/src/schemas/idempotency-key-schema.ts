import { z } from 'zod';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 255;

/** 1 to 255 visible ASCII characters (no spaces or control characters), as clients send UUIDs. */
export const idempotencyKeySchema = z
  .string()
  .regex(
    /^[\x21-\x7e]{1,255}$/,
    `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters`,
  );

/** The request headers of a creating POST: the key is optional, every other header passes. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema
    .optional()
    .describe('Repeat a request safely: the first response is returned again for 24 hours'),
});
