// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.
export { pricingFormSchema, stayRulesFormSchema } from '@holidaze/domain';
