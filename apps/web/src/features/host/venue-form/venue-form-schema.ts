// Loaded lazily by the form (see shared/forms/lazy-schema.ts): this module brings zod.
import {
  venueFormSchema as venuePayloadSchema,
  type VenueFormPayload,
  type VenueFormValues,
} from '@holidaze/domain';
import type { FormSchema } from '../../../shared/forms/lazy-schema';
import { withUploadedAltRequired } from '../../../shared/forms/uploaded-alt';

/** The domain's venue form; each photo uploaded here needs its alt text. */
export const venueFormSchema: FormSchema<VenueFormPayload> = withUploadedAltRequired(
  venuePayloadSchema,
  (values) =>
    (values as VenueFormValues).media.map((row, index) => ({
      url: row.url,
      alt: row.alt,
      altPath: ['media', index, 'alt'],
    })),
);
