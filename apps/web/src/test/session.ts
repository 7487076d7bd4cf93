import { ApiError } from '../shared/api/http-client';

/** The session the booking tests run as (useSession is mocked with it). */
export const mockSession = {
  username: 'alice',
  token: 'token-alice',
  email: 'alice@stud.noroff.no',
  isManager: false,
  isLoggedIn: true,
};

/** An error as the API client throws it for a refused request. */
export function apiFailure(status: number, message: string): ApiError {
  return new ApiError(status, [{ message }]);
}
