import { z } from 'zod';
import { MESSAGES } from './messages';

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase; bounds the work of hashing one. */
export const PASSWORD_MAX = 256;

const notOnlyWhitespace = (value: string) => value.trim() !== '';

/**
 * A new password (register body and form): 8 to 256 characters, not only whitespace. The
 * password is kept as typed (no trim: spaces inside a passphrase are the user's choice).
 */
export function newPasswordSchema(messages: { required: string; tooShort: string }) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN, { error: messages.tooShort, abort: true })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong, abort: true })
    .refine(notOnlyWhitespace, MESSAGES.passwordBlank);
}
