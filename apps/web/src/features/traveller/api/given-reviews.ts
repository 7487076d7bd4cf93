import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@holidaze/domain';
import { fetchProfileList } from '../../../shared/api/fetch-all-pages';
import { reviewKeys } from '../../../shared/api/review-keys';

/**
 * Every review the traveller has written, hidden ones included (GET
 * /holidaze/profiles/:name/reviews?role=given, as its author): each booking card finds its own.
 * Under reviewKeys.all, so writing a review reads it again.
 */
export const givenReviewsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...reviewKeys.all, 'given-by', name] as const,
    queryFn: ({ signal }) => fetchProfileList<Review>(name, 'reviews', { role: 'given' }, signal),
    staleTime: 60_000,
  });

export const useGivenReviews = (name: string) => useQuery(givenReviewsQueryOptions(name));
