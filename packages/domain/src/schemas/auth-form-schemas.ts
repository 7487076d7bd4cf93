import { z } from 'zod';
import { allowedEmail } from './email-schema';
import { MESSAGES, hostsText } from './messages';
import { newPasswordSchema } from './password-schema';

const formEmail = (domains: readonly string[]) =>
  allowedEmail(MESSAGES.emailRequired, domains, MESSAGES.onlyDomainEmails(hostsText(domains)));

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
      password: newPasswordSchema({
        required: MESSAGES.passwordRequired,
        tooShort: MESSAGES.passwordMinimum,
      }),
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
