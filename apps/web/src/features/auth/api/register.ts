import type { Profile } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  venueManager: boolean;
}

export async function register(payload: RegisterPayload): Promise<Profile> {
  return (await apiRequest<Profile>('/auth/register', { method: 'POST', body: payload })).data;
}
