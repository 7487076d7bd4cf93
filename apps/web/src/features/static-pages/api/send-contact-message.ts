import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** POST /contact: the message is stored for the operator; 201 means it was received. */
export async function sendContactMessage(message: ContactMessage): Promise<{ id: string }> {
  return (await apiRequest<{ id: string }>('/contact', { method: 'POST', body: message })).data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
