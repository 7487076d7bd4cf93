import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { VenueFormValues } from '@holidaze/domain';
import { Field } from '../../../shared/ui/field';
import styles from './venue-form.module.css';

const LocationMap = lazy(() => import('./location-map'));

const asCoordinate = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** Address fields, and a map whose click sets latitude and longitude. */
export function LocationSection() {
  const { register, setValue, control, formState } = useFormContext<VenueFormValues>();
  const errors = formState.errors.location;
  const [lat, lng] = useWatch({ control, name: ['location.lat', 'location.lng'] });
  const pick = (newLat: number, newLng: number) => {
    setValue('location.lat', newLat, { shouldDirty: true, shouldValidate: true });
    setValue('location.lng', newLng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Location</legend>
      <div className={styles.grid}>
        <Field
          label="Street Address"
          autoComplete="street-address"
          className={styles.wide}
          error={errors?.address?.message}
          {...register('location.address')}
        />
        <Field label="City" error={errors?.city?.message} {...register('location.city')} />
        <Field
          label="ZIP"
          autoComplete="postal-code"
          error={errors?.zip?.message}
          {...register('location.zip')}
        />
        <Field label="Country" error={errors?.country?.message} {...register('location.country')} />
        <Field
          label="Continent"
          error={errors?.continent?.message}
          {...register('location.continent')}
        />
      </div>
      <p className={styles.hint}>
        Click the map to mark where the venue is, or type the coordinates.
      </p>
      <Suspense fallback={<div className={styles.mapPlaceholder}>Loading map…</div>}>
        <LocationMap lat={asCoordinate(lat)} lng={asCoordinate(lng)} onPick={pick} />
      </Suspense>
      <div className={styles.grid}>
        <Field
          label="Latitude"
          type="number"
          step="any"
          inputMode="decimal"
          error={errors?.lat?.message}
          {...register('location.lat')}
        />
        <Field
          label="Longitude"
          type="number"
          step="any"
          inputMode="decimal"
          error={errors?.lng?.message}
          {...register('location.lng')}
        />
      </div>
    </fieldset>
  );
}
