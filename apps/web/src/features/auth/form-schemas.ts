import { makeLoginFormSchema, makeRegisterFormSchema } from '@holidaze/domain';
import { config } from '../../shared/config';

// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.
export const loginSchema = makeLoginFormSchema(config.allowedEmailDomains);
export const registerSchema = makeRegisterFormSchema(config.allowedEmailDomains);
