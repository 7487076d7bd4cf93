// Loaded lazily by the form (see shared/forms/lazy-schema.ts): this module brings zod.
import {
  parseUploadedImageUrl,
  venueFormSchema as venuePayloadSchema,
  type VenueFormPayload,
  type VenueFormValues,
} from '@holidaze/domain';
import type { FormSchema } from '../../../shared/forms/lazy-schema';

export const UPLOADED_ALT_REQUIRED =
  'Describe this photo: alt text is required for uploaded photos';

/**
 * The domain's venue form, and one thing more for this app's own hosts: a photo uploaded here
 * needs its alt text (the API keeps it optional, as Noroff's clients send none).
 */
export const venueFormSchema: FormSchema<VenueFormPayload> = {
  async safeParseAsync(values) {
    const result = await venuePayloadSchema.safeParseAsync(values);
    const media = (values as VenueFormValues).media;
    const missing = media.flatMap((row, index) =>
      parseUploadedImageUrl(row.url.trim()) && row.alt.trim() === ''
        ? [{ path: ['media', index, 'alt'], message: UPLOADED_ALT_REQUIRED }]
        : [],
    );
    if (missing.length === 0) return result;
    const issues = result.success ? [] : result.error.issues;
    return { success: false, error: { issues: [...issues, ...missing] } };
  },
};
