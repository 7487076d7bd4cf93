import type { FastifyInstance } from 'fastify';
import {
  dataEnvelope,
  emailPreferencesChangeSchema,
  emailPreferencesSchema,
  notificationListEnvelopeSchema,
  notificationListQuerySchema,
  unreadCountSchema,
  uuidParamSchema,
  type AppNotification,
} from '@holidaze/domain';
import { notFound } from '../../http/api-error.js';
import { listMeta, single } from '../../http/envelope.js';
import { signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { createNotifier, type NoticeSettings } from './notifier.js';

/**
 * The viewer's own notifications and e-mail choices. Everything here is private to the viewer:
 * there is no way to name another person, so nobody reads or marks another's notifications.
 */
export async function notificationRoutes(
  plugin: FastifyInstance,
  deps: RouteDeps & { notices: NoticeSettings },
) {
  const notifications = createNotifier(deps.db, deps.notices);
  const signedIn = signedInRoutes(zodRoutes(plugin), ['notifications'], deps.auth);
  const unread = { 200: dataEnvelope(unreadCountSchema) };
  const preferences = { 200: dataEnvelope(emailPreferencesSchema) };

  signedIn.get(
    '/holidaze/notifications',
    { querystring: notificationListQuerySchema, response: { 200: notificationListEnvelopeSchema } },
    async ({ request, viewer }) => {
      const { page, limit } = request.query;
      const { rows, totalCount, unreadCount } = await notifications.page(viewer.id, {
        page,
        limit,
      });
      const data: AppNotification[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        created: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
        booking:
          row.booking_id && row.booking_status
            ? {
                id: row.booking_id,
                status: row.booking_status,
                answerBy:
                  row.booking_status === 'requested' && row.booking_expires_at
                    ? new Date(row.booking_expires_at).toISOString()
                    : null,
              }
            : null,
      }));
      return { data, meta: { ...listMeta(page, limit, totalCount), unreadCount } };
    },
  );

  signedIn.get('/holidaze/notifications/unread', { response: unread }, async ({ viewer }) =>
    single({ unreadCount: await notifications.unreadCount(viewer.id) }),
  );

  signedIn.post(
    '/holidaze/notifications/:id/read',
    { params: uuidParamSchema, response: unread },
    async ({ request, viewer }) => {
      if (!(await notifications.markRead(viewer.id, request.params.id, deps.now()))) {
        throw notFound('No notification with this id');
      }
      await notifications.announceCount(viewer.id, deps.now());
      return single({ unreadCount: await notifications.unreadCount(viewer.id) });
    },
  );

  signedIn.post('/holidaze/notifications/read', { response: unread }, async ({ viewer }) => {
    await notifications.markAllRead(viewer.id, deps.now());
    await notifications.announceCount(viewer.id, deps.now());
    return single({ unreadCount: 0 });
  });

  signedIn.get(
    '/holidaze/notifications/email-preferences',
    { response: preferences },
    async ({ viewer }) => single(await notifications.preferencesOf(viewer.id)),
  );

  signedIn.put(
    '/holidaze/notifications/email-preferences',
    { body: emailPreferencesChangeSchema, response: preferences },
    async ({ request, viewer }) => {
      await notifications.savePreferences(viewer.id, request.body);
      return single(await notifications.preferencesOf(viewer.id));
    },
  );
}
