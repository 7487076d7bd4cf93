import { z } from 'zod';
import { MESSAGES, REQUIRED_FIELD_MESSAGES, hostsText, requiredOr } from './messages';
import { mediaSchema } from './media-schema';

const EMAIL_SHAPE = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

const domainOf = (email: string) => EMAIL_SHAPE.exec(email)?.[1]?.toLowerCase();

/** Whether the e-mail's domain is one of `domains`; an empty list allows any domain. */
export const isEmailInDomains = (domains: readonly string[]) => {
  const allowed = domains.map((domain) => domain.trim().toLowerCase());
  return (email: string) => {
    const domain = domainOf(email);
    return domain !== undefined && (allowed.length === 0 || allowed.includes(domain));
  };
};

const email = (required: string) =>
  z.string({ error: required }).trim().toLowerCase().min(1, { error: required, abort: true });

/** The e-mail of the login and register forms: required, then the allowed domain. */
function formEmail(domains: readonly string[]) {
  return email(MESSAGES.emailRequired)
    .regex(EMAIL_SHAPE, { error: MESSAGES.emailInvalid, abort: true })
    .refine(isEmailInDomains(domains), MESSAGES.onlyDomainEmails(hostsText(domains)));
}

/** The login form (spec §5). An empty domain list allows any e-mail. */
export function makeLoginFormSchema(allowedDomains: readonly string[]) {
  return z.object({
    email: formEmail(allowedDomains),
    password: z
      .string()
      .min(1, { error: MESSAGES.passwordRequired, abort: true })
      .min(8, MESSAGES.passwordTooShort),
  });
}
export type LoginFormValues = z.input<ReturnType<typeof makeLoginFormSchema>>;

/** The register form (spec §5). */
export function makeRegisterFormSchema(allowedDomains: readonly string[]) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, { error: MESSAGES.usernameRequired, abort: true })
        .min(3, MESSAGES.usernameTooShort),
      email: formEmail(allowedDomains),
      password: z
        .string()
        .min(1, { error: MESSAGES.passwordRequired, abort: true })
        .min(8, MESSAGES.passwordMinimum),
      repeatPassword: z.string().min(1, MESSAGES.repeatPasswordRequired),
    })
    .refine(
      (values) =>
        typeof values.repeatPassword !== 'string' ||
        values.repeatPassword === '' ||
        values.password === values.repeatPassword,
      { message: MESSAGES.passwordsDoNotMatch, path: ['repeatPassword'] },
    );
}
export type RegisterFormValues = z.input<ReturnType<typeof makeRegisterFormSchema>>;

/** POST /auth/register (api-contract A1). */
export function makeRegisterBodySchema(allowedDomains: readonly string[]) {
  return z.object({
    name: z
      .string({ error: requiredOr(MESSAGES.nameRequired, MESSAGES.nameCharacters) })
      .regex(/^\w+$/, MESSAGES.nameCharacters)
      .max(20, MESSAGES.nameTooLong),
    email: email(REQUIRED_FIELD_MESSAGES.email)
      .regex(EMAIL_SHAPE, { error: MESSAGES.emailInvalid, abort: true })
      .refine(
        isEmailInDomains(allowedDomains),
        MESSAGES.onlyDomainRegister(hostsText(allowedDomains)),
      ),
    password: z.string({ error: MESSAGES.passwordRequired }).min(8, MESSAGES.passwordTooShort),
    bio: z.string().max(160, MESSAGES.bioTooLong).optional(),
    avatar: mediaSchema.optional(),
    banner: mediaSchema.optional(),
    venueManager: z.boolean().default(false),
  });
}
export type RegisterBody = z.output<ReturnType<typeof makeRegisterBodySchema>>;

/** POST /auth/login (api-contract A2). */
export const loginBodySchema = z.object({
  email: email(REQUIRED_FIELD_MESSAGES.email),
  password: z
    .string({ error: REQUIRED_FIELD_MESSAGES.password })
    .min(1, REQUIRED_FIELD_MESSAGES.password),
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
