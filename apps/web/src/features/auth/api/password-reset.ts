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

/** Whether a reset link still works (POST, so the token stays out of logs); uses nothing up. */
export async function checkPasswordResetLink(token: string): Promise<boolean> {
  return (
    await apiRequest<{ usable: boolean }>('/auth/password-reset/check', {
      method: 'POST',
      body: { token },
    })
  ).data.usable;
}

export const resetLinkQueryOptions = (token: string) => ({
  queryKey: ['password-reset-link', token] as const,
  queryFn: () => checkPasswordResetLink(token),
  enabled: token !== '',
  retry: false,
  staleTime: Infinity,
  gcTime: 0,
});
