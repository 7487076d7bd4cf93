import { z } from 'zod';
import {
  MESSAGES,
  makeLoginFormSchema,
  makeRegisterFormSchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
} from '@holidaze/domain';
import { config } from '../../shared/config';

// Loaded lazily by the forms (see shared/forms/lazy-schema.ts): this module brings zod.
export const loginSchema = makeLoginFormSchema(config.allowedEmailDomains);
export const registerSchema = makeRegisterFormSchema(config.allowedEmailDomains);
/** "Forgot password?": the API's own rule for the address. */
export const forgotPasswordSchema = passwordResetRequestBodySchema;
/** The reset link's page: the API's rule for the new password, typed twice alike. */
export const resetPasswordSchema = passwordResetConfirmBodySchema
  .pick({ password: true })
  .extend({ repeatPassword: z.string() })
  .refine((values) => values.password === values.repeatPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['repeatPassword'],
  });
