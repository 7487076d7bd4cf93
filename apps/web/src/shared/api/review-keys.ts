/**
 * Query keys of reviews, owned here (a file of their own, so a page that only reads reviews
 * does not bring the prompt or mutations): the venue page, the booking pages and About Me.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  pending: () => ['reviews', 'pending'] as const,
  venue: (venueId: string, page: number) => ['reviews', 'venue', venueId, page] as const,
  profile: (name: string, role: 'given' | 'received', page: number) =>
    ['reviews', 'profile', name, role, page] as const,
};
