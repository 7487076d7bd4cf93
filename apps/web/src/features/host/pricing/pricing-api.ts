import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueTerms } from '@holidaze/domain';
import { apiRequest } from '../../../shared/api/http-client';

/** What the host sets here; the nightly `price` is the venue's own, edited with the venue. */
export type VenueTermsBody = Omit<VenueTerms, 'price'>;

const pricingPath = (venueId: string) => `/holidaze/venues/${encodeURIComponent(venueId)}/pricing`;
const termsKey = (venueId: string) => ['venues', 'terms', venueId] as const;

export const venueTermsQuery = (venueId: string) =>
  queryOptions({
    queryKey: termsKey(venueId),
    queryFn: async ({ signal }) =>
      (await apiRequest<VenueTerms>(pricingPath(venueId), { signal })).data,
    retry: false,
  });

export const useVenueTerms = (venueId: string) => useQuery(venueTermsQuery(venueId));

/** PUT the venue's prices and policy; the page and every quote of the venue read them again. */
export function useSaveVenueTerms(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VenueTermsBody) =>
      (await apiRequest<VenueTerms>(pricingPath(venueId), { method: 'PUT', auth: true, body }))
        .data,
    onSuccess: (terms) => {
      queryClient.setQueryData(termsKey(venueId), terms);
      void queryClient.invalidateQueries({ queryKey: ['venues', 'quote', venueId] });
    },
  });
}
