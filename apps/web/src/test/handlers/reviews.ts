import { http } from 'msw';
import type { PendingReview, Review } from '@holidaze/domain';
import { api, ok } from '../api';

export { reviewSummaryOf } from '@holidaze/domain/test-fixtures';

const page = (total: number, pageCount = 1) => ({
  isFirstPage: true,
  isLastPage: pageCount <= 1,
  currentPage: 1,
  previousPage: null,
  nextPage: pageCount > 1 ? 2 : null,
  pageCount,
  totalCount: total,
});

/** GET /holidaze/reviews/pending: what the signed-in person may review now (nothing by default). */
export const pendingReviews = (pending: PendingReview[] = []) =>
  http.get(api('/holidaze/reviews/pending'), () => ok(pending));

/** GET /holidaze/venues/:id/reviews: a venue's published reviews (none by default). */
export const venueReviews = (reviews: Review[] = []) =>
  http.get(api('/holidaze/venues/:id/reviews'), () => ok(reviews, page(reviews.length)));

/** GET /holidaze/profiles/:name/reviews: a person's reviews (none by default). */
export const profileReviews = (reviews: Review[] = []) =>
  http.get(api('/holidaze/profiles/:name/reviews'), () =>
    ok(reviews, { ...page(reviews.length), averageStars: null }),
  );

export const reviewHandlers = [pendingReviews(), venueReviews(), profileReviews()];
