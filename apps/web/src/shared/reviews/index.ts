export { ReviewPrompt } from './review-prompt';
export { reviewKeys } from '../api/review-keys';
export { usePendingReviews } from '../api/reviews';
