// Loaded lazily by the reply form (see shared/forms/lazy-schema.ts): this module brings zod,
// which the venue page itself does without.
export { reviewReplyBodySchema } from '@holidaze/domain';
