import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VenueFormPayload, VenueFormValues } from '@holidaze/domain';
import type { SchemaForm } from '../../../shared/forms/use-schema-form';
import { Field } from '../../../shared/ui/field';
import styles from './venue-form.module.css';

const LocationMap = lazy(() => import('./location-map'));

const asCoordinate = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** A coordinate in degrees, typed with decimals (a phone shows its number pad). */
const COORDINATE = { type: 'number', step: 'any', inputMode: 'decimal' } as const;

/** Address fields, and a map whose click sets latitude and longitude. */
export function LocationSection({ form }: { form: SchemaForm<VenueFormValues, VenueFormPayload> }) {
  const { t } = useLingui();
  const { field, setValue } = form;
  const { lat, lng } = form.values.location;
  const pick = (newLat: number, newLng: number) => {
    setValue('location.lat', newLat, { shouldValidate: true });
    setValue('location.lng', newLng, { shouldValidate: true });
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Trans>Location</Trans>
      </legend>
      <div className={styles.grid}>
        <Field
          label={t`Street Address`}
          autoComplete="street-address"
          className={styles.wide}
          {...field('location.address')}
        />
        <Field label={t`City`} {...field('location.city')} />
        <Field label={t`ZIP`} autoComplete="postal-code" {...field('location.zip')} />
        <Field label={t`Country`} {...field('location.country')} />
        <Field label={t`Continent`} {...field('location.continent')} />
      </div>
      <p className={styles.hint}>
        <Trans>Click the map to mark where the venue is, or type the coordinates.</Trans>
      </p>
      <Suspense
        fallback={
          <div className={styles.mapPlaceholder}>
            <Trans>Loading map…</Trans>
          </div>
        }
      >
        <LocationMap lat={asCoordinate(lat)} lng={asCoordinate(lng)} onPick={pick} />
      </Suspense>
      <div className={styles.grid}>
        <Field label={t`Latitude`} {...COORDINATE} {...field('location.lat')} />
        <Field label={t`Longitude`} {...COORDINATE} {...field('location.lng')} />
      </div>
    </fieldset>
  );
}
