import { z } from 'zod';
import { MESSAGES } from './messages';

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase; bounds the work of hashing one. */
export const PASSWORD_MAX = 256;

// Checked once the length is right, so a short password gets one message, not two.
const notOnlyWhitespace = (value: string) => value.length < PASSWORD_MIN || value.trim() !== '';

/**
 * A new password (register body and form): 8 to 256 characters, not only whitespace. The
 * password is kept as typed (no trim: spaces inside a passphrase are the user's choice). Only
 * "required" aborts, so the form's "Passwords do not match" still shows beside a short one.
 */
export function newPasswordSchema(messages: { required: string; tooShort: string }) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN, messages.tooShort)
    .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
    .refine(notOnlyWhitespace, MESSAGES.passwordBlank);
}
