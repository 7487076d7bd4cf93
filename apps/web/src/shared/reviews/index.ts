export { ReviewPrompt } from './review-prompt';
export { reviewKeys } from './review-keys';
export { usePendingReviews } from './reviews-api';
