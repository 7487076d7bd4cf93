// Loaded lazily by the review form (see shared/forms/lazy-schema.ts): this module brings zod.
export { guestReviewFormSchema, reviewBodySchema } from '@holidaze/domain';
