/**
 * Query keys that more than one feature uses: the venue page reads a venue under this key, and
 * making a booking reads it again once the booking is settled, so its picker shows the nights taken.
 */
export const venueQueryKey = (venueId: string) => ['venues', 'detail', venueId] as const;
