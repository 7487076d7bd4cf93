import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueTerms } from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import { venueKeys } from '../../../../shared/api/query-keys';
import { venueTermsPath } from '../../../../shared/api/venue-terms';

export { useVenueTerms } from '../../../../shared/api/venue-terms';

/** What the host sets here; the nightly `price` is the venue's own, edited with the venue. */
export type VenueTermsBody = Omit<VenueTerms, 'price'>;

/** PUT the venue's prices and policy; the page and every quote of the venue read them again. */
export function useSaveVenueTerms(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VenueTermsBody) =>
      (
        await apiRequest<VenueTerms>(venueTermsPath(venueId), {
          method: 'PUT',
          auth: true,
          body,
        })
      ).data,
    onSuccess: (terms) => {
      queryClient.setQueryData(venueKeys.terms(venueId), terms);
      void queryClient.invalidateQueries({ queryKey: venueKeys.quotes(venueId) });
    },
  });
}
