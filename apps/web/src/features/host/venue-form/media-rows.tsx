import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_MEDIA, type VenueFormValues } from '@holidaze/domain';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import styles from './venue-form.module.css';

/** Rows of image URL and alt text; at most MAX_MEDIA (8). A row left blank is not sent. */
export function MediaRows() {
  const { register, control, formState } = useFormContext<VenueFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'media' });
  const errors = formState.errors.media;
  const full = fields.length >= MAX_MEDIA;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Add Images</legend>
      <ol className={styles.mediaList}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.mediaRow}>
            <Field
              label={`Image URL ${index + 1}`}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors?.[index]?.url?.message}
              {...register(`media.${index}.url`)}
            />
            <Field
              label={`Alt text ${index + 1}`}
              error={errors?.[index]?.alt?.message}
              {...register(`media.${index}.alt`)}
            />
            <Button
              variant="ghost"
              className={styles.removeButton}
              aria-label={`Remove image ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {errors?.message && (
        <p role="alert" className={styles.error}>
          {errors.message}
        </p>
      )}
      <div className={styles.mediaFooter}>
        <Button variant="secondary" onClick={() => append({ url: '', alt: '' })} disabled={full}>
          Add image
        </Button>
        <span className={styles.hint}>
          {fields.length} of {MAX_MEDIA} images
        </span>
      </div>
    </fieldset>
  );
}
