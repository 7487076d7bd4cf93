import { z } from 'zod';
import { BIO_MAX } from '../defaults';
import { MESSAGES } from './messages';
import { mediaAltSchema, mediaSchema, mediaUrlSchema } from './media-schema';

/** The avatar / banner dialog: Save needs a URL (and one the API will take). */
export const profileMediaFormSchema = z.object({
  url: mediaUrlSchema,
  alt: mediaAltSchema,
});
export type ProfileMediaFormValues = z.input<typeof profileMediaFormSchema>;

export const bioFormSchema = z.object({
  bio: z.string().trim().max(BIO_MAX, MESSAGES.bioTooLong),
});
export type BioFormValues = z.input<typeof bioFormSchema>;

/** PUT /holidaze/profiles/:name. Name and e-mail cannot change (unknown keys are dropped). */
export const profileUpdateBodySchema = z
  .object({
    bio: z.string().max(BIO_MAX, MESSAGES.bioTooLong).nullable().optional(),
    avatar: mediaSchema.optional(),
    banner: mediaSchema.optional(),
    venueManager: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MESSAGES.atLeastOneProfileField,
  });
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;
