import { z } from 'zod';
import { MESSAGES, hostsText } from './messages';
import { mediaSchema } from './media-schema';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const inDomains = (domains: readonly string[]) => (email: string) =>
  domains.length === 0 || domains.map((d) => d.toLowerCase()).includes(domainOf(email));

const email = z.string().trim().toLowerCase();

function formEmail(domains: readonly string[]) {
  return email
    .min(1, MESSAGES.emailRequired)
    .refine(inDomains(domains), MESSAGES.onlyDomainEmails(hostsText(domains)));
}

/** The login form (spec §5). An empty domain list allows any e-mail. */
export function makeLoginFormSchema(allowedDomains: readonly string[]) {
  return z.object({
    email: formEmail(allowedDomains),
    password: z.string().min(1, MESSAGES.passwordRequired).min(8, MESSAGES.passwordTooShort),
  });
}
export type LoginFormValues = z.input<ReturnType<typeof makeLoginFormSchema>>;

/** The register form (spec §5). */
export function makeRegisterFormSchema(allowedDomains: readonly string[]) {
  return z
    .object({
      name: z.string().trim().min(1, MESSAGES.usernameRequired).min(3, MESSAGES.usernameTooShort),
      email: formEmail(allowedDomains),
      password: z.string().min(1, MESSAGES.passwordRequired).min(8, MESSAGES.passwordMinimum),
      repeatPassword: z.string().min(1, MESSAGES.repeatPasswordRequired),
    })
    .refine((values) => values.password === values.repeatPassword, {
      message: MESSAGES.passwordsDoNotMatch,
      path: ['repeatPassword'],
    });
}
export type RegisterFormValues = z.input<ReturnType<typeof makeRegisterFormSchema>>;

/** POST /auth/register (api-contract A1). */
export function makeRegisterBodySchema(allowedDomains: readonly string[]) {
  return z.object({
    name: z
      .string({ error: MESSAGES.nameRequired })
      .regex(/^\w+$/, MESSAGES.nameCharacters)
      .max(20, MESSAGES.nameTooLong),
    email: email
      .pipe(z.email({ error: MESSAGES.emailInvalid }))
      .refine(inDomains(allowedDomains), MESSAGES.onlyDomainRegister(hostsText(allowedDomains))),
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
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailRequired),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type LoginBody = z.output<typeof loginBodySchema>;

/** POST /auth/create-api-key (api-contract A3). */
export const apiKeyBodySchema = z
  .object({ name: z.string().trim().min(1).max(32, MESSAGES.apiKeyNameTooLong).optional() })
  .default({});
