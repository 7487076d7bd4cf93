import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  conversationListQuerySchema,
  conversationSchema,
  dataEnvelope,
  DAY_MS,
  listEnvelope,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  newConversationProblem,
  noContentSchema,
  sendMessageBodySchema,
  startConversationBodySchema,
  unreadMessagesSchema,
  uuidParamSchema,
} from '@holidaze/domain';
import { ApiError, badRequest, notFound } from '../../http/api-error.js';
import { listMeta, single } from '../../http/envelope.js';
import { signedInRoutes, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { publishLiveEvents } from '../live/index.js';
import { createConversationRepository } from './conversation-repository.js';
import { sendMessage } from './conversation-service.js';
import { toConversation, toMessage } from './conversation-view.js';

const NO_CONVERSATION = 'No conversation with this id';

/**
 * A traveller and a venue's host writing to each other (docs/api.md, "Conversations"). Every
 * route acts for the signed-in viewer; a conversation they are not a side of answers the same
 * 404 as one that does not exist.
 */
export async function conversationRoutes(plugin: FastifyInstance, deps: RouteDeps) {
  const conversations = createConversationRepository(deps.db);
  const signedIn = signedInRoutes(zodRoutes(plugin), ['conversations'], deps.auth);

  async function shown(viewerId: string, id: string) {
    const [row] = await conversations.detailsFor(viewerId, [id]);
    if (!row) throw notFound(NO_CONVERSATION);
    return toConversation(row, viewerId);
  }

  signedIn.post(
    '/holidaze/conversations',
    {
      body: startConversationBodySchema,
      response: { 201: dataEnvelope(conversationSchema) },
    },
    async ({ request, reply, viewer }) => {
      const at = deps.now();
      const id = await deps.db.transaction().execute(async (tx) => {
        const venue = await tx
          .selectFrom('venues')
          .select(['id', 'owner_id'])
          .where('id', '=', request.body.venueId)
          .executeTakeFirst();
        if (!venue) throw notFound('No venue with this id');
        if (venue.owner_id === viewer.id) {
          throw badRequest(ACCOUNT_MESSAGES.conversationWithOwnVenue, ['venueId']);
        }
        const repository = createConversationRepository(tx);
        const existing = await tx
          .selectFrom('conversations')
          .select('id')
          .where('guest_id', '=', viewer.id)
          .where('venue_id', '=', venue.id)
          .executeTakeFirst();
        if (!existing) {
          const profile = await tx
            .selectFrom('profiles')
            .select('created_at')
            .where('id', '=', viewer.id)
            .forNoKeyUpdate()
            .executeTakeFirstOrThrow();
          const problem = newConversationProblem(
            {
              startedLastDay: await repository.openedSince(
                viewer.id,
                new Date(at.getTime() - DAY_MS),
              ),
              accountCreated: new Date(profile.created_at),
            },
            at,
          );
          if (problem) throw new ApiError(429, problem);
        }
        const { pair } = await repository.openOrFind(viewer.id, venue, at);
        await sendMessage(tx, pair, viewer, request.body.body, at);
        return pair.id;
      });
      return reply.status(201).send(single(await shown(viewer.id, id)));
    },
  );

  signedIn.get(
    '/holidaze/conversations',
    {
      querystring: conversationListQuerySchema,
      response: { 200: listEnvelope(conversationSchema) },
    },
    async ({ request, viewer }) => {
      const { page, limit } = request.query;
      const { rows, totalCount } = await conversations.inboxPage(viewer.id, {
        offset: (page - 1) * limit,
        limit,
      });
      return {
        data: rows.map((row) => toConversation(row, viewer.id)),
        meta: listMeta(page, limit, totalCount),
      };
    },
  );

  signedIn.get(
    '/holidaze/conversations/unread',
    { response: { 200: dataEnvelope(unreadMessagesSchema) } },
    async ({ viewer }) => single({ unreadMessages: await conversations.unreadCount(viewer.id) }),
  );

  signedIn.get(
    '/holidaze/conversations/:id',
    {
      params: uuidParamSchema,
      response: { 200: dataEnvelope(conversationSchema) },
    },
    async ({ request, viewer }) => single(await shown(viewer.id, request.params.id)),
  );

  signedIn.get(
    '/holidaze/conversations/:id/messages',
    {
      params: uuidParamSchema,
      querystring: messagePageQuerySchema,
      response: { 200: messagePageSchema },
    },
    async ({ request, viewer }) => {
      const pair = await conversations.findFor(viewer.id, request.params.id);
      if (!pair) throw notFound(NO_CONVERSATION);
      const { before, limit } = request.query;
      let beforeSeq: string | undefined;
      if (before !== undefined) {
        beforeSeq = await conversations.seqOf(pair.id, before);
        if (beforeSeq === undefined) {
          throw badRequest('before must be the id of a message of this conversation', ['before']);
        }
      }
      const [page, confirmed] = await Promise.all([
        conversations.messagesPage(pair.id, beforeSeq, limit),
        conversations.hasConfirmedBooking(pair),
      ]);
      return {
        data: page.rows.map((row) => toMessage(row, viewer.id, confirmed)),
        meta: { hasOlder: page.hasOlder },
      };
    },
  );

  signedIn.post(
    '/holidaze/conversations/:id/messages',
    {
      params: uuidParamSchema,
      body: sendMessageBodySchema,
      response: { 201: dataEnvelope(messageSchema) },
    },
    async ({ request, reply, viewer }) => {
      const message = await deps.db.transaction().execute(async (tx) => {
        const pair = await createConversationRepository(tx).findFor(viewer.id, request.params.id);
        if (!pair) throw notFound(NO_CONVERSATION);
        return sendMessage(tx, pair, viewer, request.body.body, deps.now());
      });
      return reply.status(201).send(single(message));
    },
  );

  signedIn.post(
    '/holidaze/conversations/:id/read',
    { params: uuidParamSchema, response: { 204: noContentSchema } },
    async ({ request, reply, viewer }) => {
      const at = deps.now();
      await deps.db.transaction().execute(async (tx) => {
        const repository = createConversationRepository(tx);
        const pair = await repository.findFor(viewer.id, request.params.id);
        if (!pair) throw notFound(NO_CONVERSATION);
        if ((await repository.markRead(pair.id, viewer.id, at)) === 0) return;
        const unreadMessages = await repository.unreadCount(viewer.id);
        // The viewer's other tabs take their unread marks down too.
        await publishLiveEvents(
          tx,
          [
            {
              profileId: viewer.id,
              event: { type: 'read', data: { conversationId: pair.id, unreadMessages } },
            },
          ],
          at,
        );
      });
      return reply.status(204).send(null);
    },
  );
}
