import { useQuery } from '@tanstack/react-query';
import type { RefundPreview } from '@holidaze/domain';
import { apiData } from '../../../../shared/api/http-client';

// The server's response schema (packages/domain): a change there is a type error here.
export type { RefundPreview } from '@holidaze/domain';

/** What cancelling the booking now would refund, under the policy it was booked with. */
export async function getRefundPreview(id: string, signal?: AbortSignal): Promise<RefundPreview> {
  return apiData<RefundPreview>(`/holidaze/bookings/${encodeURIComponent(id)}/refund`, {
    auth: true,
    signal,
  });
}

/** Read fresh each time the dialog opens: the refund shrinks as arrival nears. */
export function useRefundPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', 'refund', id],
    queryFn: ({ signal }) => getRefundPreview(id, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
