import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_AVATAR, DEFAULT_BANNER } from '@holidaze/domain';
import type { Database } from '../../db/schema.js';

const SYSTEM_PROFILE = 'holidaze_web';

/**
 * The web build embeds a public API key (as the spec's client does). The server makes sure that
 * key exists, owned by a system profile that cannot log in (its password hash matches nothing).
 */
export async function provisionClientApiKey(db: Kysely<Database>, key: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let owner = await trx
      .selectFrom('profiles')
      .select('id')
      .where('name', '=', SYSTEM_PROFILE)
      .executeTakeFirst();
    owner ??= await trx
      .insertInto('profiles')
      .values({
        name: SYSTEM_PROFILE,
        email: 'holidaze-web@system.invalid',
        password_hash: `disabled$${randomBytes(16).toString('hex')}`,
        avatar_url: DEFAULT_AVATAR.url,
        banner_url: DEFAULT_BANNER.url,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('api_keys')
      .values({ key, profile_id: owner.id, name: 'Holidaze web app' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}
