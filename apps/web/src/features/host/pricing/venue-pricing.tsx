import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { PricingForm } from './pricing-form';
import { useVenueTerms } from './api/venue-terms';

/** The venue's prices and policy, once read: the form starts from what is stored. */
export function VenuePricing({ venueId }: { venueId: string }) {
  const terms = useVenueTerms(venueId);
  if (terms.isPending) return <Spinner label="Loading prices" />;
  if (terms.isError) {
    return <Alert>{apiErrorMessage(terms.error, 'The prices could not be loaded.')}</Alert>;
  }
  return <PricingForm venueId={venueId} terms={terms.data} />;
}
