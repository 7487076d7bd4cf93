// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.
export { bioFormSchema, emailPreferencesSchema, profileMediaFormSchema } from '@holidaze/domain';
