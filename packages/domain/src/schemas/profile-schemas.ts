import { z } from 'zod';
import { BIO_MAX } from '../defaults';
import { LOCALES } from '../locale';
import { fitsGraphemeLimit } from '../text-length';
import { MESSAGES } from './messages';
import { mediaAltSchema, mediaSchema, mediaUrlSchema } from './media-schema';

/** The avatar / banner dialog: Save needs a URL (and one the API will take). */
export const profileMediaFormSchema = z.object({
  url: mediaUrlSchema,
  alt: mediaAltSchema,
});
export type ProfileMediaFormValues = z.input<typeof profileMediaFormSchema>;

/** A bio of at most BIO_MAX characters as a person counts them (emoji once): text-length.ts. */
export const bioTextSchema = z
  .string()
  .refine((bio) => fitsGraphemeLimit(bio, BIO_MAX), MESSAGES.bioTooLong);

export const bioFormSchema = z.object({
  bio: z.string().trim().pipe(bioTextSchema),
});
export type BioFormValues = z.input<typeof bioFormSchema>;

/** The language a person reads Holidaze in: their mails and calendar feed are written in it. */
export const languageSchema = z.enum(LOCALES, { error: MESSAGES.languageUnknown });

/** PUT /holidaze/profiles/:name. Name and e-mail cannot change (unknown keys are dropped). */
export const profileUpdateBodySchema = z
  .object({
    bio: bioTextSchema.nullable().optional(),
    avatar: mediaSchema.optional(),
    banner: mediaSchema.optional(),
    venueManager: z.boolean().optional(),
    language: languageSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: MESSAGES.atLeastOneProfileField,
  });
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;
