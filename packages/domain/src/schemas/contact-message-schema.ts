import { z } from 'zod';
import { EMAIL_SHAPE, emailInput } from './email-schema';
import { MESSAGES } from './messages';
import { CONTACT_LIMITS } from '../contact-limits';

const text = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required`, abort: true })
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} cannot be longer than ${max} characters`);

/**
 * A message from the Contact page (POST /api/contact). Any e-mail domain: the sender need not
 * have an account. Stored for the operator; nobody can read it back through the API.
 */
export const contactMessageBodySchema = z.object({
  name: text('Name', CONTACT_LIMITS.name),
  email: emailInput('Email is required')
    .max(CONTACT_LIMITS.email, `Email cannot be longer than ${CONTACT_LIMITS.email} characters`)
    .regex(EMAIL_SHAPE, { error: MESSAGES.emailInvalid }),
  subject: text('Subject', CONTACT_LIMITS.subject),
  message: text('Message', CONTACT_LIMITS.message, CONTACT_LIMITS.messageMin),
});
export type ContactMessageBody = z.output<typeof contactMessageBodySchema>;
