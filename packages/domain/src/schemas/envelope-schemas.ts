import { z } from 'zod';
import { listMetaSchema } from './booking-response-schema';

/** `{ data, meta: {} }`: the contract's body of one thing (the server's `single`). */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, meta: z.object({}) });

/** `{ data: [...], meta }` with the paging meta (the server's `list`). */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

/** A 204 answer: no body. */
export const noContentSchema = z.null();
