import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  DAY_MS,
  MESSAGE_LIMIT_MESSAGES,
  MESSAGE_LIMITS,
  nameParamSchema,
  noContentSchema,
  reportMessageBodySchema,
  uuidParamSchema,
} from '@holidaze/domain';
import { ApiError, badRequest, notFound } from '../../http/api-error.js';
import { signedInRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { createConversationRepository } from './conversation-repository.js';
import { createMessageReportRepository } from './message-report-repository.js';
import { createProfileBlockRepository } from './profile-block-repository.js';

/**
 * Reporting a message and blocking a person (docs/api.md, "Conversations"; docs/security.md):
 * a blocked person sends the blocker no more messages and no booking requests.
 */
export async function safetyRoutes(plugin: FastifyInstance, deps: RouteDeps) {
  const signedIn = signedInRoutes(
    plugin.withTypeProvider<ZodTypeProvider>(),
    ['conversations'],
    deps.auth,
  );
  const conversations = createConversationRepository(deps.db);
  const reports = createMessageReportRepository(deps.db);
  const blocks = createProfileBlockRepository(deps.db);

  signedIn.post(
    '/holidaze/messages/:id/report',
    {
      params: uuidParamSchema,
      body: reportMessageBodySchema,
      response: { 204: noContentSchema },
    },
    async ({ request, reply, viewer }) => {
      const at = deps.now();
      const message = await conversations.messageFor(viewer.id, request.params.id);
      if (!message) throw notFound('No message with this id');
      if (message.sender_id === viewer.id) throw badRequest(ACCOUNT_MESSAGES.reportOwnMessage);
      const since = new Date(at.getTime() - DAY_MS);
      if ((await reports.reportedSince(viewer.id, since)) >= MESSAGE_LIMITS.reportsPerDay) {
        throw new ApiError(429, MESSAGE_LIMIT_MESSAGES.reports);
      }
      await reports.report(message.id, viewer.id, request.body.reason, at);
      return reply.status(204).send(null);
    },
  );

  async function profileIdOf(name: string): Promise<string> {
    const row = await deps.db
      .selectFrom('profiles')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    if (!row) throw notFound('No profile with this name');
    return row.id;
  }

  const blockRoute = { params: nameParamSchema, response: { 204: noContentSchema } };

  signedIn.put('/holidaze/profiles/:name/block', blockRoute, async ({ request, reply, viewer }) => {
    const at = deps.now();
    const other = await profileIdOf(request.params.name);
    if (other === viewer.id) throw badRequest(ACCOUNT_MESSAGES.blockSelf, ['name']);
    if (!(await blocks.blocks(viewer.id, other))) {
      const since = new Date(at.getTime() - DAY_MS);
      if ((await blocks.blockedSince(viewer.id, since)) >= MESSAGE_LIMITS.blocksPerDay) {
        throw new ApiError(429, MESSAGE_LIMIT_MESSAGES.blocks);
      }
      await blocks.block(viewer.id, other, at);
    }
    return reply.status(204).send(null);
  });

  signedIn.delete(
    '/holidaze/profiles/:name/block',
    blockRoute,
    async ({ request, reply, viewer }) => {
      await blocks.unblock(viewer.id, await profileIdOf(request.params.name));
      return reply.status(204).send(null);
    },
  );
}
