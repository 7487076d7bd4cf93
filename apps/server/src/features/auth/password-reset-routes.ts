import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_LINK_INVALID,
  passwordResetCheckBodySchema,
  passwordResetConfirmBodySchema,
  resetLinkStatusSchema,
  passwordResetRequestBodySchema,
  dataEnvelope,
  messageResponseSchema,
} from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/api-error.js';
import { single } from '../../http/envelope.js';
import { createNotifier, type NoticeSettings } from '../notifications/index.js';
import { createProfileRepository, isSystemProfile } from '../profiles/index.js';
import { createPasswordResetRepository } from './password-reset-repository.js';
import type { PasswordHasher } from './password.js';
import { mayQueueResetLink, requesterKey } from './reset-link-limits.js';

/** A reset link works once, for this long. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
export { RESET_LINKS_PER_CLIENT_PER_HOUR, RESET_LINKS_PER_HOUR } from './reset-link-limits.js';

export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have e-mailed it a link to choose a new password.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": POST /auth/password-reset e-mails a single-use link that expires in an
 * hour, and answers the same whether or not the address has an account (no enumeration);
 * POST /auth/password-reset/confirm sets the new password. Only the token's SHA-256 is stored.
 */
export function passwordResetRoutes(
  plugin: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    now: () => Date;
    passwords: PasswordHasher;
    notices: NoticeSettings;
    rateLimit: { max: number; timeWindow: number };
  },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // Routes of the API's own scope: zod's serializer there is the one every API plugin sets.
  app.setSerializerCompiler(serializerCompiler);
  const profiles = createProfileRepository(deps.db);
  const resets = createPasswordResetRepository(deps.db);
  const config = { rateLimit: deps.rateLimit };

  app.post(
    '/auth/password-reset',
    {
      config,
      schema: {
        tags: ['auth'],
        body: passwordResetRequestBodySchema,
        response: { 202: dataEnvelope(messageResponseSchema) },
      },
    },
    async (request, reply) => {
      const profile = await profiles.findByEmail(request.body.email);
      // The web client's system account has no password anyone may set (nor use to log in).
      if (profile && !isSystemProfile(profile)) {
        const requestedBy = requesterKey(request.ip);
        await deps.db.transaction().execute(async (tx) => {
          const at = deps.now();
          if (!(await mayQueueResetLink(tx, { profileId: profile.id, requestedBy, at }))) return;
          const token = randomBytes(32).toString('base64url');
          await createPasswordResetRepository(tx).insert({
            tokenHash: hashOf(token),
            profileId: profile.id,
            requestedBy,
            at,
            expiresAt: new Date(at.getTime() + RESET_LINK_TTL_MS),
          });
          await createNotifier(tx, deps.notices).sendPasswordReset(
            { email: profile.email, name: profile.name, language: profile.language },
            `/reset-password?token=${token}`,
            at,
          );
        });
      }
      return reply.status(202).send(single({ message: RESET_REQUESTED_MESSAGE }));
    },
  );

  // Lets the page a link opens say at once that the link is used up or expired, before anyone
  // types a new password. It says nothing about whose link it is, uses nothing up, and is
  // limited like the reset itself: the token is 256 random bits, so guessing learns nothing.
  app.post(
    '/auth/password-reset/check',
    {
      config,
      schema: {
        tags: ['auth'],
        body: passwordResetCheckBodySchema,
        response: { 200: dataEnvelope(resetLinkStatusSchema) },
      },
    },
    async (request) =>
      single({ usable: await resets.isUsable(hashOf(request.body.token), deps.now()) }),
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config,
      schema: {
        tags: ['auth'],
        body: passwordResetConfirmBodySchema,
        response: { 200: dataEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await deps.passwords.hash(password);
      const changed = await resets.changePassword(
        hashOf(token),
        passwordHash,
        deps.now,
        (tx, owner, at) => createNotifier(tx, deps.notices).sendPasswordChanged(owner, at),
      );
      if (!changed) throw badRequest(PASSWORD_RESET_LINK_INVALID, ['token']);
      return single({ message: 'Your password has been changed. You can log in with it now.' });
    },
  );
}
