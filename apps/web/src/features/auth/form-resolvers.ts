import { zodResolver } from '@hookform/resolvers/zod';
import { makeLoginFormSchema, makeRegisterFormSchema } from '@holidaze/domain';
import { config } from '../../shared/config';

// Loaded lazily by the forms (see shared/forms/lazy-resolver.ts): this module brings zod.
export const loginResolver = zodResolver(makeLoginFormSchema(config.allowedEmailDomains));
export const registerResolver = zodResolver(makeRegisterFormSchema(config.allowedEmailDomains));
