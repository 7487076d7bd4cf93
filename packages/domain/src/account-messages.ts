/**
 * What the server says about a person's own account, and about acting on themselves. The words
 * are the API's (the first two are the contract's "Profile already exists", naming the field);
 * their codes (`account.nameTaken`) let a client say them in its own language.
 */
export const ACCOUNT_MESSAGES = {
  profileExists: 'Profile already exists',
  nameTaken: 'Profile already exists: this username is taken',
  emailTaken: 'Profile already exists: this email address already has an account',
  invalidCredentials: 'Invalid email or password',
  notVenueManager: 'You are not a venue manager',
  blockSelf: 'You cannot block yourself',
  reportOwnMessage: 'You cannot report your own message',
  conversationWithOwnVenue: 'You cannot start a conversation with your own venue',
} as const;
