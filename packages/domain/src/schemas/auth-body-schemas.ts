import { z } from 'zod';
import { allowedEmail, emailInput } from './email-schema';
import { MESSAGES, REQUIRED_FIELD_MESSAGES, hostsText, requiredOr } from './messages';
import { bioTextSchema, languageSchema } from './profile-schemas';
import { mediaSchema } from './media-schema';
import { PASSWORD_MAX, newPasswordSchema } from './password-schema';

/** POST /auth/register (api-contract A1). */
export function makeRegisterBodySchema(allowedDomains: readonly string[]) {
  return z.object({
    name: z
      .string({ error: requiredOr(MESSAGES.nameRequired, MESSAGES.nameCharacters) })
      .regex(/^\w+$/, MESSAGES.nameCharacters)
      .max(20, MESSAGES.nameTooLong),
    email: allowedEmail(
      REQUIRED_FIELD_MESSAGES.email,
      allowedDomains,
      MESSAGES.onlyDomainRegister(hostsText(allowedDomains)),
    ),
    password: newPasswordSchema({
      required: MESSAGES.passwordRequired,
      tooShort: MESSAGES.passwordTooShort,
    }),
    bio: bioTextSchema.optional(),
    avatar: mediaSchema.optional(),
    banner: mediaSchema.optional(),
    venueManager: z.boolean().default(false),
    /** Else the language the request negotiates (Accept-Language). */
    language: languageSchema.optional(),
  });
}
export type RegisterBody = z.output<ReturnType<typeof makeRegisterBodySchema>>;

/** POST /auth/login (api-contract A2). */
export const loginBodySchema = z.object({
  email: emailInput(REQUIRED_FIELD_MESSAGES.email),
  password: z
    .string({ error: REQUIRED_FIELD_MESSAGES.password })
    .min(1, REQUIRED_FIELD_MESSAGES.password)
    // As at registration: no stored password is longer, and a huge one must not reach scrypt.
    .max(PASSWORD_MAX, MESSAGES.passwordTooLong),
});
export type LoginBody = z.output<typeof loginBodySchema>;

/** POST /auth/create-api-key (api-contract A3); a missing body is an unnamed key. */
export const apiKeyBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: MESSAGES.apiKeyNameEmpty, abort: true })
      .max(32, MESSAGES.apiKeyNameTooLong)
      .optional(),
  })
  .prefault({});
export type ApiKeyBody = z.output<typeof apiKeyBodySchema>;

export const PASSWORD_RESET_LINK_INVALID =
  'This reset link is invalid or has expired: please ask for a new one';

/** POST /auth/password-reset: the answer is the same whether or not the address has an account. */
export const passwordResetRequestBodySchema = z.object({
  email: emailInput(REQUIRED_FIELD_MESSAGES.email),
});

const resetTokenSchema = z
  .string({ error: PASSWORD_RESET_LINK_INVALID })
  .min(20, PASSWORD_RESET_LINK_INVALID)
  .max(200, PASSWORD_RESET_LINK_INVALID);

/** POST /auth/password-reset/check: whether a link still works, without using it up. */
export const passwordResetCheckBodySchema = z.object({ token: resetTokenSchema });

/** POST /auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmBodySchema = z.object({
  token: resetTokenSchema,
  password: newPasswordSchema({
    required: MESSAGES.passwordRequired,
    tooShort: MESSAGES.passwordTooShort,
  }),
});
