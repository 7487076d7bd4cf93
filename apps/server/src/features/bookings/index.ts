/** What other features use of bookings (docs/architecture.md, "Feature boundaries"). */
export { createBookingRepository } from './booking-repository.js';
export { bookingListPage } from './booking-list-page.js';
export { claimReviewPrompt } from './review-prompt-claim.js';
