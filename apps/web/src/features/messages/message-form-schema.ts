// Loaded lazily by the composer (message-schema.ts): this module brings zod. A dynamic import of
// the domain's index instead would make the whole domain, zod included, one chunk every page loads.
export { sendMessageBodySchema } from '@holidaze/domain';
