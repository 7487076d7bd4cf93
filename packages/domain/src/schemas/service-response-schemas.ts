import { z } from 'zod';

/** GET /health when the database answers, writes and has every migration. */
export const healthyResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.literal('current'),
});

/** GET /health with 503: what is wrong (`migrations` only when the database itself is fine). */
export const unhealthyResponseSchema = z.object({
  status: z.enum(['degraded', 'unavailable']),
  database: z.string(),
  migrations: z.string().optional(),
});

/** POST /contact (201): only that the message was received. */
export const contactReceivedSchema = z.object({ id: z.string(), received: z.iso.datetime() });

/** POST /dev/request-expiry: how many requests lapsed. */
export const requestExpiryRunSchema = z.object({ expired: z.number().int() });
/** POST /dev/message-nudges: how many unread messages the mail job looked at. */
export const messageNudgeRunSchema = z.object({ checked: z.number().int() });
