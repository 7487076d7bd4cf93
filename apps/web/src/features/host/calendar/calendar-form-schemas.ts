import { z } from 'zod';
import {
  blockCreateBodySchema as blockBodySchema,
  blockStartProblem,
  icalFeedBodySchema,
  todayLocal,
} from '@holidaze/domain';

// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.

/** The API's block body, and the domain's rule that it starts today or later (the host's today). */
export const blockCreateBodySchema = blockBodySchema.superRefine((block, context) => {
  const problem = blockStartProblem(block.dateFrom, todayLocal());
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['dateFrom'] });
});

/** The imported-feed form: the address as pasted, trimmed, then the API's own rule. */
export const feedFormSchema = z.object({
  url: z.string().trim().pipe(icalFeedBodySchema.shape.url),
});
