import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListEnvelope, Review } from '@holidaze/domain';
import { apiData, apiRequest } from '../../../shared/api/http-client';
import { reviewKeys } from '../../../shared/api/review-keys';

export const REVIEWS_PAGE_SIZE = 5;

/** GET /holidaze/venues/:id/reviews: a page of published reviews, newest first, with replies. */
export async function getVenueReviews(venueId: string, page: number, signal?: AbortSignal) {
  return (await apiRequest<Review[]>(`/holidaze/venues/${encodeURIComponent(venueId)}/reviews`, {
    query: { page, limit: REVIEWS_PAGE_SIZE },
    signal,
  })) as ListEnvelope<Review>;
}

export function useVenueReviews(venueId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.venue(venueId, page),
    queryFn: ({ signal }) => getVenueReviews(venueId, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /holidaze/reviews/:id/reply: the venue owner's one public reply. */
export async function replyToReview({ reviewId, text }: { reviewId: string; text: string }) {
  return apiData<Review>(`/holidaze/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: 'POST',
    auth: true,
    body: { text },
  });
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
