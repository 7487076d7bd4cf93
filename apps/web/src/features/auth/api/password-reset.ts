import { apiRequest } from '../../../shared/api/http-client';

/** Asks for a reset link; the answer's message never tells whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (
    await apiRequest<{ message: string }>('/auth/password-reset', {
      method: 'POST',
      body: { email: email.trim().toLowerCase() },
    })
  ).data.message;
}

/** Sets a new password with a reset link's token. */
export async function confirmPasswordReset(token: string, password: string): Promise<string> {
  return (
    await apiRequest<{ message: string }>('/auth/password-reset/confirm', {
      method: 'POST',
      body: { token, password },
    })
  ).data.message;
}
