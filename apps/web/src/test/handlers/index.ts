import { refundPreview } from './bookings';
import { profileHandlers } from './profiles';
import { venueQuote, venueRules, venueTerms } from './venues';
import { unreadNotifications } from './notifications';
import { reviewHandlers } from './reviews';
import { unreadMessages } from './conversations';
import { quietLiveStream } from './live-events';
import { savedVenues } from './wishlists';

/**
 * Answers every test starts with. Each is what the API says to a plain, successful request; a test
 * that needs another answer replaces it with `server.use(...)`.
 */
export const defaultHandlers = [
  ...profileHandlers,
  venueRules(),
  venueTerms(),
  venueQuote(),
  unreadNotifications(),
  unreadMessages(),
  quietLiveStream(),
  refundPreview(),
  ...reviewHandlers,
  savedVenues(),
];
