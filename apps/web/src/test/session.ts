/** The session the booking and venue tests run as (useSession is mocked with it). */
export const mockSession = {
  username: 'alice',
  token: 'token-alice',
  email: 'alice@stud.noroff.no',
  isManager: false,
  isLoggedIn: true,
};
