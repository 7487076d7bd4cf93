import type { CalendarDate } from '@holidaze/domain';

/**
 * Query keys of venues that more than one feature uses. The venue page reads a venue under
 * `detail`, and making a booking reads it again once the booking is settled, so its picker shows
 * the nights taken; the host's pricing page and the booking panel share `terms`, and saving the
 * prices reads every `quotes` of the venue again.
 */
export const venueKeys = {
  all: ['venues'] as const,
  detail: (venueId: string) => ['venues', 'detail', venueId] as const,
  terms: (venueId: string) => ['venues', 'terms', venueId] as const,
  /** Every quote of one venue (the prefix of `quote`). */
  quotes: (venueId: string) => ['venues', 'quote', venueId] as const,
  quote: (venueId: string, from: CalendarDate, to: CalendarDate, guests: number) =>
    ['venues', 'quote', venueId, from, to, guests] as const,
};

/**
 * The first parts of every query that shows a booking's state: a booking read alone
 * (`['bookings', ...]`), the traveller's lists (`['traveller', name, ...]`), the host's venues with
 * their bookings (`['host', name, ...]`) and the signed-in profile. A booking event of the live
 * stream reads them again.
 */
export const bookingQueryPrefixes = [['bookings'], ['traveller'], ['host'], ['profile']] as const;
