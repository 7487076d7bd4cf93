/**
 * Lengths of a Contact page message (characters). Apart from the schema in
 * schemas/contact-message-schema.ts, so the web form can use them without loading zod.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  messageMin: 10,
} as const;
