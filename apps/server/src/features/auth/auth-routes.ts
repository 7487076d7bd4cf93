import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEFAULT_AVATAR,
  DEFAULT_BANNER,
  apiKeyBodySchema,
  loginBodySchema,
  loginQuerySchema,
  makeRegisterBodySchema,
  type LoginBody,
  type RegisterBody,
} from '@holidaze/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { badRequest, unauthorized } from '../../http/api-error.js';
import type { Authentication } from '../../http/authentication.js';
import { single } from '../../http/envelope.js';
import { toProfileCore } from '../profiles/profile-mapper.js';
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

const PROFILE_EXISTS = 'Profile already exists';

export async function authRoutes(
  app: FastifyInstance,
  { config, db, tokens, auth, passwords, loginBackoff }: Deps,
) {
  // Per client address, counted in the database (throttle-store.ts): shared by all instances.
  const tight = {
    rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs },
  };
  const registerBody = makeRegisterBodySchema(config.allowedEmailDomains);

  app.post(
    '/auth/register',
    { config: tight, schema: { tags: ['auth'], body: registerBody } },
    async (request, reply) => {
      const body = request.body as RegisterBody;
      const taken = await db
        .selectFrom('profiles')
        .select('id')
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), '=', body.name.toLowerCase()),
            eb('email', '=', body.email),
          ]),
        )
        .executeTakeFirst();
      if (taken) throw badRequest(PROFILE_EXISTS);
      const avatar = body.avatar ?? DEFAULT_AVATAR;
      const banner = body.banner ?? DEFAULT_BANNER;
      const row = await db
        .insertInto('profiles')
        .values({
          name: body.name,
          email: body.email,
          password_hash: await passwords.hash(body.password),
          bio: body.bio ?? null,
          avatar_url: avatar.url,
          avatar_alt: avatar.alt,
          banner_url: banner.url,
          banner_alt: banner.alt,
          venue_manager: body.venueManager,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? badRequest(PROFILE_EXISTS) : error;
        });
      return reply
        .status(201)
        .send(
          single({ ...toProfileCore(row), ...(row.venue_manager ? { venueManager: true } : {}) }),
        );
    },
  );

  app.post(
    '/auth/login',
    {
      config: tight,
      schema: { tags: ['auth'], body: loginBodySchema, querystring: loginQuerySchema },
    },
    async (request) => {
      const { email, password } = request.body as LoginBody;
      const { _holidaze } = request.query as { _holidaze: boolean };
      // The e-mail arrives trimmed and lower-cased: one account, one back-off.
      await loginBackoff.assertMayTry(email);
      const row = await db
        .selectFrom('profiles')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      // Unknown e-mails still pay for a hash check, so timing does not reveal who has an account.
      const valid = await passwords.verify(
        password,
        row?.password_hash ?? (await passwords.dummyHash()),
      );
      if (!row || !valid) {
        await loginBackoff.recordFailure(email);
        throw unauthorized('Invalid email or password');
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
      schema: { tags: ['auth'], body: apiKeyBodySchema.optional() },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { name?: string };
      const row = await db
        .insertInto('api_keys')
        .values({ key: randomUUID(), profile_id: request.viewer!.id, name: body.name ?? 'API Key' })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(single({ name: row.name, status: row.status, key: row.key }));
    },
  );
}
