// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.
import { profileMediaFormSchema, type ProfileMediaFormValues } from '@holidaze/domain';
import type { FormSchema } from '../../shared/forms/lazy-schema';
import { withUploadedAltRequired } from '../../shared/forms/uploaded-alt';

export { bioFormSchema, profileMediaFormSchema } from '@holidaze/domain';

/** The avatar / banner dialog: the domain's rules, and alt text for a photo uploaded here. */
export const profilePhotoFormSchema: FormSchema<ProfileMediaFormValues> = withUploadedAltRequired(
  profileMediaFormSchema,
  (values) => {
    const { url, alt } = values as ProfileMediaFormValues;
    return [{ url, alt, altPath: ['alt'] }];
  },
);
