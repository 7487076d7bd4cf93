import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import type { PendingReview, Review, ReviewBody } from '@holidaze/domain';
import { apiData, apiRequest } from './http-client';
import { venueKeys } from './query-keys';
import { reviewKeys } from './review-keys';

/** GET /holidaze/reviews/pending: the stays the signed-in person may review now. */
export async function getPendingReviews(signal?: AbortSignal): Promise<PendingReview[]> {
  return (await apiRequest<PendingReview[]>('/holidaze/reviews/pending', { auth: true, signal }))
    .data;
}

export const pendingReviewsQueryOptions = () =>
  queryOptions({
    queryKey: reviewKeys.pending(),
    queryFn: ({ signal }) => getPendingReviews(signal),
    staleTime: 60_000,
  });

/** One request for every card on a page: each card finds its own booking in the list. */
export const usePendingReviews = (enabled = true) =>
  useQuery({ ...pendingReviewsQueryOptions(), enabled });

/** POST /holidaze/bookings/:id/reviews: the signed-in side's review of the stay. */
export async function writeReview({ bookingId, body }: { bookingId: string; body: ReviewBody }) {
  return apiData<Review>(`/holidaze/bookings/${encodeURIComponent(bookingId)}/reviews`, {
    method: 'POST',
    auth: true,
    body,
  });
}

/** Writes a review, then reads again everything about reviews (prompts, lists, figures). */
export function useWriteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.all }),
        client.invalidateQueries({ queryKey: venueKeys.all }),
      ]),
  });
}
