import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  apiKeyBodySchema,
  apiKeyResponseSchema,
  dataEnvelope,
  DEFAULT_AVATAR,
  DEFAULT_BANNER,
  isEmailInDomains,
  loginBodySchema,
  loginQuerySchema,
  loginResponseSchema,
  makeRegisterBodySchema,
  registeredProfileSchema,
} from '@holidaze/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { ApiError, unauthorized } from '../../http/api-error.js';
import { viewerOf, type Authentication } from '../../http/authentication.js';
import { requestLanguage } from '../../http/request-language.js';
import { single } from '../../http/envelope.js';
import { createProfileRepository, isSystemProfile, toProfileCore } from '../profiles/index.js';
import { createApiKeyRepository } from './api-key-repository.js';
import type { LoginBackoff } from './login-backoff.js';
import type { PasswordHasher } from './password.js';
import type { TokenService } from './token-service.js';

interface Deps {
  config: Config;
  db: Kysely<Database>;
  tokens: TokenService;
  auth: Authentication;
  passwords: PasswordHasher;
  loginBackoff: LoginBackoff;
}

/**
 * 400 naming what is taken, one issue per field (with its path), so the person knows whether to
 * pick another username or sign in with the e-mail. Names are public; an e-mail's account was
 * always revealed by this refusal, which stays rate-limited like login (docs/security.md).
 */
function profileTaken(taken: ('name' | 'email')[]): ApiError {
  const issues = taken.map((field) => ({
    message: field === 'name' ? ACCOUNT_MESSAGES.nameTaken : ACCOUNT_MESSAGES.emailTaken,
    path: [field],
  }));
  const first = issues[0]?.message ?? ACCOUNT_MESSAGES.profileExists;
  return new ApiError(
    400,
    first,
    issues.length > 0 ? issues : [{ message: ACCOUNT_MESSAGES.profileExists }],
  );
}

export async function authRoutes(
  plugin: FastifyInstance,
  { config, db, tokens, auth, passwords, loginBackoff }: Deps,
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(serializerCompiler);
  const profiles = createProfileRepository(db);
  const apiKeys = createApiKeyRepository(db);
  // Per client address, counted in the database (throttle-store.ts): shared by all instances.
  const tight = {
    rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
  };
  const registerBody = makeRegisterBodySchema(config.allowedEmailDomains);
  const mayLogIn = isEmailInDomains(config.allowedEmailDomains);

  app.post(
    '/auth/register',
    {
      config: tight,
      schema: {
        tags: ['auth'],
        body: registerBody,
        response: { 201: dataEnvelope(registeredProfileSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const taken = await profiles.takenFields(body.name, body.email);
      if (taken.length > 0) throw profileTaken(taken);
      const avatar = body.avatar ?? DEFAULT_AVATAR;
      const banner = body.banner ?? DEFAULT_BANNER;
      const row = await profiles
        .insert({
          name: body.name,
          email: body.email,
          password_hash: await passwords.hash(body.password),
          bio: body.bio ?? null,
          avatar_url: avatar.url,
          avatar_alt: avatar.alt,
          banner_url: banner.url,
          banner_alt: banner.alt,
          venue_manager: body.venueManager,
          language: body.language ?? requestLanguage(request.headers),
        })
        .catch(async (error: unknown) => {
          // Taken meanwhile by a concurrent registration: say which, as above.
          if (!isUniqueViolation(error)) throw error;
          throw profileTaken(await profiles.takenFields(body.name, body.email));
        });
      return reply.status(201).send(
        single({
          ...toProfileCore(row),
          ...(row.venue_manager ? { venueManager: true } : {}),
        }),
      );
    },
  );

  app.post(
    '/auth/login',
    {
      config: tight,
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        querystring: loginQuerySchema,
        response: { 200: dataEnvelope(loginResponseSchema) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const { _holidaze } = request.query;
      // The e-mail arrives trimmed and lower-cased: one account, one back-off.
      await loginBackoff.assertMayTry(email);
      // Only e-mails of ALLOWED_EMAIL_DOMAINS log in (an account kept from before the list
      // changed too), and never the system account: both are answered as an unknown e-mail.
      const found = mayLogIn(email) ? await profiles.findByEmail(email) : undefined;
      const row = found && !isSystemProfile(found) ? found : undefined;
      // Unknown e-mails still pay for a hash check, so timing does not reveal who has an account.
      const valid = await passwords.verify(
        password,
        row?.password_hash ?? (await passwords.dummyHash()),
      );
      if (!row || !valid) {
        await loginBackoff.recordFailure(email);
        throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
      }
      await loginBackoff.recordSuccess(email);
      return single({
        ...toProfileCore(row),
        accessToken: tokens.sign(row.id),
        ...(_holidaze ? { venueManager: row.venue_manager } : {}),
      });
    },
  );

  app.post(
    '/auth/create-api-key',
    {
      preHandler: auth.requireBearer,
      schema: {
        tags: ['auth'],
        body: apiKeyBodySchema.optional(),
        response: { 201: dataEnvelope(apiKeyResponseSchema) },
      },
    },
    async (request, reply) => {
      const row = await apiKeys.create(viewerOf(request).id, request.body?.name ?? 'API Key');
      return reply.status(201).send(single({ name: row.name, status: row.status, key: row.key }));
    },
  );
}
