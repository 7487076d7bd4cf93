import { profileHandlers } from './profiles';
import { venueRules } from './venues';
import { unreadNotifications } from './notifications';

/**
 * Answers every test starts with. Each is what the API says to a plain, successful request; a test
 * that needs another answer replaces it with `server.use(...)`.
 */
export const defaultHandlers = [...profileHandlers, venueRules(), unreadNotifications()];
