import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferencesBody, EmailPreferencesChange } from '@holidaze/domain';
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

/** PUT the categories that change (the others keep their choice); the answer replaces what was read. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: EmailPreferencesChange) =>
      (await apiRequest<EmailPreferencesBody>(PATH, { method: 'PUT', auth: true, body: change }))
        .data,
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesKey, saved),
  });
}
