import { z } from 'zod';
import { blockCreateBodySchema, icalFeedBodySchema } from '@holidaze/domain';

// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.
export { blockCreateBodySchema };

/** The imported-feed form: the address as pasted, trimmed, then the API's own rule. */
export const feedFormSchema = z.object({
  url: z.string().trim().pipe(icalFeedBodySchema.shape.url),
});
