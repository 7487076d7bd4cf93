import { z } from 'zod';
import { MESSAGES } from './messages';
import { mediaSchema } from './media-schema';

/** The avatar / banner dialog: Save needs a URL. */
export const profileMediaFormSchema = z.object({
  url: z.string().trim().min(1, MESSAGES.mediaUrlRequired),
  alt: z.string().trim().max(120, MESSAGES.mediaAltTooLong),
});
export type ProfileMediaFormValues = z.input<typeof profileMediaFormSchema>;

export const bioFormSchema = z.object({
  bio: z.string().trim().max(160, MESSAGES.bioTooLong),
});
export type BioFormValues = z.input<typeof bioFormSchema>;

/** PUT /holidaze/profiles/:name. Name and e-mail cannot change (unknown keys are dropped). */
export const profileUpdateBodySchema = z
  .object({
    bio: z.string().max(160, MESSAGES.bioTooLong).nullable().optional(),
    avatar: mediaSchema.optional(),
    banner: mediaSchema.optional(),
    venueManager: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MESSAGES.atLeastOneProfileField,
  });
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;
