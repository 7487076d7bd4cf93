import { z } from 'zod';

/**
 * POST /holidaze/media: the stored photo, as a venue's, avatar's or banner's media takes it
 * (`url`, `alt`) with what a client needs to lay it out before it loads. `url` is the canonical
 * upload URL (uploaded-images.ts); `placeholder` is a ThumbHash in base64.
 */
export const uploadedMediaSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string(),
});

export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
