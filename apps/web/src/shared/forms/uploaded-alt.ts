import { parseUploadedImageUrl } from '@holidaze/domain';
import type { FormSchema } from './lazy-schema';

export const UPLOADED_ALT_REQUIRED =
  'Describe this photo: alt text is required for uploaded photos';

/** A photo in a form's values, and where its alt text is in them. */
interface PhotoField {
  url: string;
  alt: string;
  altPath: PropertyKey[];
}

/**
 * `schema` (the domain's rules), and one rule more for this app's own users: a photo uploaded
 * here needs its alt text (the API keeps it optional, as Noroff's clients send none). Loaded with
 * the form's schema, never with the page.
 */
export function withUploadedAltRequired<T>(
  schema: FormSchema<T>,
  photosOf: (values: unknown) => PhotoField[],
): FormSchema<T> {
  return {
    async safeParseAsync(values) {
      const result = await schema.safeParseAsync(values);
      const missing = photosOf(values).flatMap(({ url, alt, altPath }) =>
        parseUploadedImageUrl(url.trim()) && alt.trim() === ''
          ? [{ path: altPath, message: UPLOADED_ALT_REQUIRED }]
          : [],
      );
      if (missing.length === 0) return result;
      const issues = result.success ? [] : result.error.issues;
      return { success: false, error: { issues: [...issues, ...missing] } };
    },
  };
}
