import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { PricingForm } from './pricing-form';
import { useVenueTerms } from './api/venue-terms';

/** The venue's prices and policy, once read: the form starts from what is stored. */
export function VenuePricing({ venueId }: { venueId: string }) {
  const { t } = useLingui();
  const terms = useVenueTerms(venueId);
  const loaded = terms.isSuccess;
  // A link to `#pricing` (paths.adminVenuePricing) arrives before the form exists: scroll once it
  // does, as the browser would have for a section that was there at once.
  useEffect(() => {
    if (loaded && window.location.hash === '#pricing') {
      document.getElementById('pricing')?.scrollIntoView();
    }
  }, [loaded]);
  if (terms.isPending) return <Spinner label={t`Loading prices`} />;
  if (terms.isError) {
    return <Alert>{apiErrorMessage(terms.error, t`The prices could not be loaded.`)}</Alert>;
  }
  return (
    // Clear of the fixed header when scrolled to.
    <div id="pricing" style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}>
      <PricingForm venueId={venueId} terms={terms.data} />
    </div>
  );
}
