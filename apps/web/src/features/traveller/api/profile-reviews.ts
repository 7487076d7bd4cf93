import { useQuery } from '@tanstack/react-query';
import type { ListMeta, Review } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';
import { reviewKeys } from '../../../shared/api/review-keys';

export type ProfileReviewsPage = {
  data: Review[];
  meta: ListMeta & { averageStars: number | null };
};

/**
 * GET /holidaze/profiles/:name/reviews: the person's reviews of their stays (`given`, their own
 * hidden ones included) or hosts' reviews of them as a guest (`received`), newest first.
 */
export async function getProfileReviews(
  name: string,
  role: 'given' | 'received',
  page: number,
  signal?: AbortSignal,
): Promise<ProfileReviewsPage> {
  return (await apiRequest<Review[]>(`/holidaze/profiles/${encodeURIComponent(name)}/reviews`, {
    auth: true,
    query: { role, page, limit: 5 },
    signal,
  })) as unknown as ProfileReviewsPage;
}

export function useProfileReviews(name: string, role: 'given' | 'received', page = 1) {
  return useQuery({
    queryKey: reviewKeys.profile(name, role, page),
    queryFn: ({ signal }) => getProfileReviews(name, role, page, signal),
  });
}
