import { z } from 'zod';
import { profileCoreSchema } from './venue-response-schemas';

/** POST /auth/register (201): the profile made; `venueManager` only when it is one. */
export const registeredProfileSchema = profileCoreSchema.extend({
  venueManager: z.literal(true).optional(),
});

/** POST /auth/login: the profile and its token; `venueManager` with `_holidaze=true`. */
export const loginResponseSchema = profileCoreSchema.extend({
  accessToken: z.string(),
  venueManager: z.boolean().optional(),
});

/** POST /auth/create-api-key (201). */
export const apiKeyResponseSchema = z.object({
  name: z.string(),
  status: z.string(),
  key: z.string(),
});

/** The password-reset answers: a sentence to show, nothing about whether the e-mail is known. */
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /auth/password-reset/check: only whether the link works; never whose it is. */
export const resetLinkStatusSchema = z.object({ usable: z.boolean() });
