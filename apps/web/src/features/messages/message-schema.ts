import { lazySchema } from '../../shared/forms/lazy-schema';

/** The API's own rule for a message (trimmed, 1..2,000 characters, no NUL), loaded with zod. */
export const messageFormSchema = lazySchema(() =>
  import('./message-form-schema').then((module) => module.sendMessageBodySchema),
);
