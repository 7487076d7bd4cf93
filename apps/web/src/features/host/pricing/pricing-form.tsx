import { useState, type FormEvent } from 'react';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_TERMS,
  formatNok,
  type CancellationPolicy,
  type VenueTerms,
} from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { PriceSeasons, type PriceSeasonRow } from './price-seasons';
import { useSaveVenueTerms } from './api/venue-terms';
import styles from './pricing-form.module.css';

const text = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The venue's prices beyond the nightly one (weekend, seasons, fees, long-stay discounts) and
 * its cancellation policy. Every field may stay empty: then the nightly price alone applies.
 */
export function PricingForm({ venueId, terms }: { venueId: string; terms: VenueTerms }) {
  const save = useSaveVenueTerms(venueId);
  const [values, setValues] = useState({
    weekendPrice: text(terms.weekendPrice),
    cleaningFee: text(terms.cleaningFee),
    extraGuestFee: text(terms.extraGuestFee),
    extraGuestsFrom: text(terms.extraGuestsFrom),
    weeklyDiscountPercent: text(terms.weeklyDiscountPercent),
    monthlyDiscountPercent: text(terms.monthlyDiscountPercent),
  });
  const [policy, setPolicy] = useState<CancellationPolicy>(terms.cancellationPolicy);
  const [seasons, setSeasons] = useState<PriceSeasonRow[]>(
    terms.seasons.map((season) => ({
      dateFrom: season.dateFrom,
      dateTo: season.dateTo,
      price: String(season.price),
      label: season.label ?? '',
    })),
  );
  const [saved, setSaved] = useState('');
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    save.mutate(
      {
        weekendPrice: numberOrNull(values.weekendPrice),
        cleaningFee: numberOrNull(values.cleaningFee),
        extraGuestFee: numberOrNull(values.extraGuestFee),
        extraGuestsFrom: numberOrNull(values.extraGuestsFrom),
        weeklyDiscountPercent: numberOrNull(values.weeklyDiscountPercent),
        monthlyDiscountPercent: numberOrNull(values.monthlyDiscountPercent),
        seasons: seasons.map((row) => ({
          dateFrom: row.dateFrom,
          dateTo: row.dateTo,
          price: Number(row.price),
          label: row.label.trim() || null,
        })),
        cancellationPolicy: policy,
      },
      { onSuccess: () => setSaved('Prices and policy saved.') },
    );
  };

  return (
    <form onSubmit={submit} className={styles.form} aria-labelledby="pricing-heading">
      <h3 id="pricing-heading">Prices and cancellation</h3>
      <p className={styles.hint}>
        The nightly price is {formatNok(terms.price)} (change it in the venue form). Leave a field
        empty for none. Existing bookings keep the price and policy they were made with.
      </p>
      <div className={styles.row}>
        <Field
          label="Weekend price per night (Fri and Sat, NOK)"
          type="number"
          min={0}
          max={10000}
          step="any"
          value={values.weekendPrice}
          onChange={set('weekendPrice')}
        />
        <Field
          label="Cleaning fee per stay (NOK)"
          type="number"
          min={0}
          max={10000}
          step="any"
          value={values.cleaningFee}
          onChange={set('cleaningFee')}
        />
        <Field
          label="Extra-guest fee per night (NOK)"
          type="number"
          min={0}
          max={10000}
          step="any"
          value={values.extraGuestFee}
          onChange={set('extraGuestFee')}
        />
        <Field
          label="Guests included before the fee"
          type="number"
          min={1}
          max={100}
          value={values.extraGuestsFrom}
          onChange={set('extraGuestsFrom')}
        />
        <Field
          label="Weekly discount, 7+ nights (%)"
          type="number"
          min={0}
          max={90}
          value={values.weeklyDiscountPercent}
          onChange={set('weeklyDiscountPercent')}
        />
        <Field
          label="Monthly discount, 28+ nights (%)"
          type="number"
          min={0}
          max={90}
          value={values.monthlyDiscountPercent}
          onChange={set('monthlyDiscountPercent')}
        />
      </div>
      <PriceSeasons seasons={seasons} onChange={setSeasons} />
      <fieldset className={styles.group}>
        <legend>Cancellation policy</legend>
        {CANCELLATION_POLICIES.map((name) => (
          <label key={name} className={styles.choice}>
            <input
              type="radio"
              name="cancellationPolicy"
              value={name}
              checked={policy === name}
              onChange={() => setPolicy(name)}
            />{' '}
            {CANCELLATION_POLICY_TERMS[name].label}: {CANCELLATION_POLICY_TERMS[name].summary}
          </label>
        ))}
      </fieldset>
      <Button type="submit" loading={save.isPending}>
        Save prices
      </Button>
      {save.isError && (
        <Alert>{apiErrorMessage(save.error, 'The prices could not be saved.')}</Alert>
      )}
      <p role="status">{saved}</p>
    </form>
  );
}
