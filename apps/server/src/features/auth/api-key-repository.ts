import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_AVATAR, DEFAULT_BANNER } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';
import { hasRow } from '../../db/row-counts.js';
import { createProfileRepository } from '../profiles/index.js';

/** The `api_keys` table: keys a client sends in `X-Noroff-API-Key`. */
export function createApiKeyRepository(db: Kysely<Database>) {
  return {
    isActive(key: string): Promise<boolean> {
      return hasRow(
        db.selectFrom('api_keys').where('key', '=', key).where('status', '=', 'ACTIVE'),
      );
    },

    create(profileId: string, name: string) {
      return db
        .insertInto('api_keys')
        .values({ key: randomUUID(), profile_id: profileId, name })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * The web build embeds a public API key (as the spec's client does). The server makes sure
     * that key exists, owned by a system profile that cannot log in.
     */
    async provisionClientKey(key: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const ownerId = await createProfileRepository(tx).systemProfileId(
          `disabled$${randomBytes(16).toString('hex')}`,
          { avatarUrl: DEFAULT_AVATAR.url, bannerUrl: DEFAULT_BANNER.url },
        );
        await tx
          .insertInto('api_keys')
          .values({ key, profile_id: ownerId, name: 'Holidaze web app' })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
      });
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
