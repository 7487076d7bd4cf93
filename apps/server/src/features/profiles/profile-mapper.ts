import type { ProfileCore } from '@holidaze/domain';
import type { ProfileRow } from '../../db/schema.js';

type CoreColumns = Pick<
  ProfileRow,
  'name' | 'email' | 'bio' | 'avatar_url' | 'avatar_alt' | 'banner_url' | 'banner_alt'
>;

export const PROFILE_CORE_COLUMNS = [
  'name',
  'email',
  'bio',
  'avatar_url',
  'avatar_alt',
  'banner_url',
  'banner_alt',
] as const;

export function toProfileCore(row: CoreColumns): ProfileCore {
  return {
    name: row.name,
    email: row.email,
    bio: row.bio,
    avatar: { url: row.avatar_url, alt: row.avatar_alt },
    banner: { url: row.banner_url, alt: row.banner_alt },
  };
}
