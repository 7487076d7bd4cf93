import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferencesBody } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';

const PATH = '/holidaze/notifications/email-preferences';
const emailPreferencesKey = ['email-preferences'] as const;

/** Which e-mails the signed-in person gets. */
export const useEmailPreferences = () =>
  useQuery({
    queryKey: emailPreferencesKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<EmailPreferencesBody>(PATH, { auth: true, signal })).data,
  });

/** PUT the choices; the saved answer replaces what was read. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (next: EmailPreferencesBody) =>
      (await apiRequest<EmailPreferencesBody>(PATH, { method: 'PUT', auth: true, body: next }))
        .data,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey, saved),
  });
}
