import { z } from 'zod';
import { MESSAGES } from './messages';

export const EMAIL_SHAPE = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
/** RFC 5321: the local part (before the @) has at most 64 characters. */
export const EMAIL_LOCAL_PART_MAX = 64;

const localPartFits = (email: string) => email.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX;

const domainOf = (email: string) => EMAIL_SHAPE.exec(email)?.[1]?.toLowerCase();

/** Whether the e-mail's domain is one of `domains`; an empty list allows any domain. */
export const isEmailInDomains = (domains: readonly string[]) => {
  const allowed = domains.map((domain) => domain.trim().toLowerCase());
  return (email: string) => {
    const domain = domainOf(email);
    return domain !== undefined && (allowed.length === 0 || allowed.includes(domain));
  };
};

/** An e-mail, trimmed and lower-cased; `required` when absent or blank. */
export const emailInput = (required: string) =>
  z.string({ error: required }).trim().toLowerCase().min(1, { error: required, abort: true });

/** A required e-mail of the right shape whose domain is allowed; `domainMessage` says which. */
export function allowedEmail(required: string, domains: readonly string[], domainMessage: string) {
  return emailInput(required)
    .regex(EMAIL_SHAPE, { error: MESSAGES.emailInvalid, abort: true })
    .refine(localPartFits, { error: MESSAGES.emailLocalPartTooLong, abort: true })
    .refine(isEmailInDomains(domains), domainMessage);
}
