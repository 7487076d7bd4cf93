import type { LoginData } from '@holidaze/domain';
import { apiData } from '../../../shared/api/http-client';

/** A2 with `_holidaze=true`, so the answer carries venueManager. */
export async function login(credentials: { email: string; password: string }): Promise<LoginData> {
  return apiData<LoginData>('/auth/login', {
    method: 'POST',
    body: credentials,
    query: { _holidaze: 'true' },
  });
}
