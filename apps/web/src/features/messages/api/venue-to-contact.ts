import { useQuery } from '@tanstack/react-query';
import type { Venue } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';

/** The venue a traveller is about to ask about: its name, photo and host (read without credentials). */
export function useVenueToContact(venueId: string) {
  return useQuery({
    queryKey: ['venues', 'contact', venueId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<Venue>(`/holidaze/venues/${encodeURIComponent(venueId)}`, {
          query: { _owner: 'true' },
          signal,
        })
      ).data,
    enabled: venueId !== '',
    retry: false,
  });
}
