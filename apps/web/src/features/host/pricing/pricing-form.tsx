import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_TERMS,
  PRICE_MAX,
  PRICE_SEASONS_MAX,
  formatNok,
  pricingFormValues,
  type PricingFormValues,
  type VenueTerms,
} from '@holidaze/domain';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import {
  ChoiceGroup,
  NumberFields,
  SeasonRows,
  TermsForm,
  termsFormStyles as styles,
  useTermsForm,
  type NumberFieldSpec,
} from '../terms-form/terms-form';
import { useSaveVenueTerms } from './api/venue-terms';

const schema = lazySchema(() =>
  import('../terms-form/terms-form-schemas').then((m) => m.pricingFormSchema),
);

const amount = { min: 0, max: PRICE_MAX, step: 'any' } as const;
const percent = { min: 0, max: 90 } as const;
// A night's price is at least NOK 1 (the domain's pricing schema); a fee may be 0.
const nightPrice = { ...amount, min: 1 } as const;

const FIELDS: readonly (NumberFieldSpec & { name: keyof PricingFormValues })[] = [
  { name: 'weekendPrice', label: 'Weekend price per night (Fri and Sat, NOK)', ...nightPrice },
  { name: 'cleaningFee', label: 'Cleaning fee per stay (NOK)', ...amount },
  { name: 'extraGuestFee', label: 'Extra-guest fee per night (NOK)', ...amount },
  { name: 'extraGuestsFrom', label: 'Guests included before the fee', min: 1, max: 100 },
  { name: 'weeklyDiscountPercent', label: 'Weekly discount, 7+ nights (%)', ...percent },
  { name: 'monthlyDiscountPercent', label: 'Monthly discount, 28+ nights (%)', ...percent },
];

const POLICIES = CANCELLATION_POLICIES.map((name) => ({
  value: name,
  label: `${CANCELLATION_POLICY_TERMS[name].label}: ${CANCELLATION_POLICY_TERMS[name].summary}`,
}));

/**
 * The venue's prices beyond the nightly one (weekend, seasons, fees, long-stay discounts) and
 * its cancellation policy. Every field may stay empty: then the nightly price alone applies.
 */
export function PricingForm({ venueId, terms }: { venueId: string; terms: VenueTerms }) {
  const save = useSaveVenueTerms(venueId);
  const { form, onSubmit, saved } = useTermsForm({
    schema,
    defaultValues: pricingFormValues(terms),
    save,
    savedMessage: 'Prices and policy saved.',
  });
  return (
    <TermsForm
      headingId="pricing-heading"
      heading="Prices and cancellation"
      hint={
        <>
          The nightly price is {formatNok(terms.price)} (change it in the venue form). Leave a field
          empty for none. Existing bookings keep the price and policy they were made with.
        </>
      }
      onSubmit={onSubmit}
      save={save}
      submitLabel="Save prices"
      failure="The prices could not be saved."
      saved={saved}
    >
      <div className={styles.row}>
        <NumberFields form={form} fields={FIELDS} />
      </div>
      <SeasonRows
        form={form}
        legend="Seasonal prices (nights from the first day until the last)"
        rowLabel="Price season"
        value={{ name: 'price', label: 'price per night (NOK)', ...nightPrice }}
        newRow={{ dateFrom: '', dateTo: '', price: '', label: '' }}
        max={PRICE_SEASONS_MAX}
      />
      <ChoiceGroup
        form={form}
        name="cancellationPolicy"
        legend="Cancellation policy"
        choices={POLICIES}
      />
    </TermsForm>
  );
}
