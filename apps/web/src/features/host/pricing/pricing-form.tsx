import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CANCELLATION_POLICIES,
  PRICE_MAX,
  PRICE_SEASONS_MAX,
  pricingFormValues,
  type PricingFormValues,
  type VenueTerms,
} from '@holidaze/domain';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { formatNok } from '../../../shared/i18n';
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
import { POLICY_CHOICES } from './policy-choices';

const schema = lazySchema(() =>
  import('../terms-form/terms-form-schemas').then((m) => m.pricingFormSchema),
);

const amount = { min: 0, max: PRICE_MAX, step: 'any' } as const;
const percent = { min: 0, max: 90 } as const;
// A night's price is at least NOK 1 (the domain's pricing schema); a fee may be 0.
const nightPrice = { ...amount, min: 1 } as const;

const FIELDS: readonly (NumberFieldSpec & { name: keyof PricingFormValues })[] = [
  { name: 'weekendPrice', label: msg`Weekend price per night (Fri and Sat, NOK)`, ...nightPrice },
  { name: 'cleaningFee', label: msg`Cleaning fee per stay (NOK)`, ...amount },
  { name: 'extraGuestFee', label: msg`Extra-guest fee per night (NOK)`, ...amount },
  { name: 'extraGuestsFrom', label: msg`Guests included before the fee`, min: 1, max: 100 },
  { name: 'weeklyDiscountPercent', label: msg`Weekly discount, 7+ nights (%)`, ...percent },
  { name: 'monthlyDiscountPercent', label: msg`Monthly discount, 28+ nights (%)`, ...percent },
];

const POLICIES = CANCELLATION_POLICIES.map((name) => ({
  value: name,
  label: POLICY_CHOICES[name],
}));

/**
 * The venue's prices beyond the nightly one (weekend, seasons, fees, long-stay discounts) and
 * its cancellation policy. Every field may stay empty: then the nightly price alone applies.
 */
export function PricingForm({ venueId, terms }: { venueId: string; terms: VenueTerms }) {
  const { t } = useLingui();
  const save = useSaveVenueTerms(venueId);
  const nightly = formatNok(terms.price);
  const { form, onSubmit, saved } = useTermsForm({
    schema,
    defaultValues: pricingFormValues(terms),
    save,
    savedMessage: t`Prices and policy saved.`,
  });
  return (
    <TermsForm
      headingId="pricing-heading"
      heading={t`Prices and cancellation`}
      hint={
        <Trans>
          The nightly price is {nightly} (change it in the venue form). Leave a field empty for
          none. Existing bookings keep the price and policy they were made with.
        </Trans>
      }
      onSubmit={onSubmit}
      save={save}
      submitLabel={t`Save prices`}
      failure={t`The prices could not be saved.`}
      saved={saved}
    >
      <div className={styles.row}>
        <NumberFields form={form} fields={FIELDS} />
      </div>
      <SeasonRows
        form={form}
        legend={t`Seasonal prices (nights from the first day until the last)`}
        rowLabel={t`Price season`}
        value={{ name: 'price', label: msg`price per night (NOK)`, ...nightPrice }}
        newRow={{ dateFrom: '', dateTo: '', price: '', label: '' }}
        max={PRICE_SEASONS_MAX}
      />
      <ChoiceGroup
        form={form}
        name="cancellationPolicy"
        legend={t`Cancellation policy`}
        choices={POLICIES}
      />
    </TermsForm>
  );
}
