// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.
import {
  parseUploadedImageUrl,
  profileMediaFormSchema,
  type ProfileMediaFormValues,
} from '@holidaze/domain';
import type { FormSchema } from '../../shared/forms/lazy-schema';

export { bioFormSchema, profileMediaFormSchema } from '@holidaze/domain';

export const UPLOADED_ALT_REQUIRED =
  'Describe this photo: alt text is required for uploaded photos';

/**
 * The avatar / banner dialog: the domain's rules, and alt text for a photo uploaded here (the
 * API keeps it optional, as Noroff's clients send none).
 */
export const profilePhotoFormSchema: FormSchema<ProfileMediaFormValues> = {
  async safeParseAsync(values) {
    const result = await profileMediaFormSchema.safeParseAsync(values);
    const { url, alt } = values as ProfileMediaFormValues;
    if (!parseUploadedImageUrl(url.trim()) || alt.trim() !== '') return result;
    const issues = result.success ? [] : result.error.issues;
    return {
      success: false,
      error: { issues: [...issues, { path: ['alt'], message: UPLOADED_ALT_REQUIRED }] },
    };
  },
};
