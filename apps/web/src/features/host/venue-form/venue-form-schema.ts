// Loaded lazily by the form (see shared/forms/lazy-schema.ts): this module brings zod.
export { venueFormSchema } from '@holidaze/domain';
