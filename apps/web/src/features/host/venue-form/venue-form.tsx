import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VenueFormPayload, VenueFormValues } from '@holidaze/domain';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { Alert } from '../../../shared/ui/alert';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { Field, fieldStyles, TextAreaField } from '../../../shared/ui/field';
import { LocationSection } from './location-section';
import { RatingPicker } from './rating-picker';
import styles from './venue-form.module.css';

export interface VenueFormProps {
  title: string;
  initialValues: VenueFormValues;
  submitLabel: string;
  savingLabel: string;
  saving: boolean;
  /** The save failure, shown in a red banner above the buttons. */
  error?: string | undefined;
  cancelTo: string;
  /** Where the rest of the venue's prices are set (edit mode: the venue exists, so they can be). */
  morePrices?: ReactNode;
  onSubmit(payload: VenueFormPayload): void;
}

// The form's two numbers, each at least 1 (the domain's venue form schema gives each refusal).
const NUMBER_FIELDS = [
  { name: 'price', label: msg`Price per night (NOK)` },
  { name: 'maxGuests', label: msg`Max Guests` },
] as const;

const AMENITIES = [
  { key: 'wifi', label: msg`Wifi` },
  { key: 'parking', label: msg`Parking` },
  { key: 'breakfast', label: msg`Breakfast` },
  { key: 'pets', label: msg`Pets` },
] as const;

// The photos (upload, order, captions) and the description's language choice load after the
// form is on screen, together: the page stays light.
const loadLater = () => import('./later-parts');
const VenuePhotos = lazy(loadLater);
const DescriptionLanguages = lazy(() =>
  loadLater().then((parts) => ({ default: parts.DescriptionLanguages })),
);

const schema = lazySchema(() => import('./venue-form-schema').then((m) => m.venueFormSchema));

/** Add / edit venue (spec §2, §5): validated by the domain's venueFormSchema, sends its payload. */
export function VenueForm(props: VenueFormProps) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm<VenueFormValues, VenueFormPayload>({
    schema,
    defaultValues: props.initialValues,
  });
  const { register, field, handleSubmit, errors, setValue, trigger } = form;
  const ids = { rating: useId(), title: useId() };
  const rating = Number(form.values.rating) || 0;
  const [uploading, setUploading] = useState(false);
  const [waitForPhotos, setWaitForPhotos] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => {
    setUploading(busy);
    if (!busy) setWaitForPhotos(false);
  }, []);
  const save = handleSubmit((payload) => props.onSubmit(payload));

  return (
    <form
      className={styles.form}
      aria-labelledby={ids.title}
      noValidate
      onSubmit={(event) => {
        setWaitForPhotos(uploading);
        if (!uploading) return save(event);
        event.preventDefault();
      }}
    >
      <h2 id={ids.title} className={styles.title}>
        {props.title}
      </h2>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Trans>Basic Information</Trans>
        </legend>
        <Field label={t`Name`} {...field('name')} />
        <TextAreaField
          label={t`Description`}
          rows={5}
          textareaClassName={styles.textarea}
          {...field('description')}
        />
        <Suspense fallback={null}>
          <DescriptionLanguages form={form} />
        </Suspense>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          <Trans>Pricing, Rating and Amenities</Trans>
        </legend>
        <div className={styles.grid}>
          {NUMBER_FIELDS.map(({ name, label }) => (
            <Field
              key={name}
              label={i18n._(label)}
              type="number"
              min={1}
              inputMode="numeric"
              {...field(name)}
            />
          ))}
        </div>
        {props.morePrices}
        <RatingPicker
          id={ids.rating}
          value={rating}
          error={errors.rating}
          onBlur={() => void trigger('rating')}
          onChange={(value) => setValue('rating', value, { shouldValidate: true })}
        />
        <fieldset className={styles.amenities}>
          <legend className={fieldStyles.label}>
            <Trans>Amenities</Trans>
          </legend>
          {AMENITIES.map((amenity) => (
            <label key={amenity.key} className={styles.checkbox}>
              <input type="checkbox" {...register(`meta.${amenity.key}`)} />
              {i18n._(amenity.label)}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <LocationSection form={form} />
      <Suspense
        fallback={
          <fieldset className={styles.section}>
            <legend className={styles.legend}>
              <Trans>Add Images</Trans>
            </legend>
            <p className={styles.hint}>
              <Trans>Loading photos…</Trans>
            </p>
          </fieldset>
        }
      >
        <VenuePhotos form={form} onBusyChange={onBusyChange} />
      </Suspense>

      {waitForPhotos && (
        <Alert>
          <Trans>Wait for the photos to finish uploading, then save.</Trans>
        </Alert>
      )}
      {props.error && <Alert>{props.error}</Alert>}
      <div className={styles.actions}>
        <Link to={props.cancelTo} className={buttonClassName('secondary')}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" loading={props.saving}>
          {props.saving ? props.savingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
