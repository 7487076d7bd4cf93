import { MAX_MEDIA, type VenueFormPayload, type VenueFormValues } from '@holidaze/domain';
import type { SchemaForm } from '../../../shared/forms/use-schema-form';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import styles from './venue-form.module.css';

/** Rows of image URL and alt text; at most MAX_MEDIA (8). A row left blank is not sent. */
export function MediaRows({ form }: { form: SchemaForm<VenueFormValues, VenueFormPayload> }) {
  const { register, errors } = form;
  const { keys, append, remove } = form.fieldArray('media');
  const full = keys.length >= MAX_MEDIA;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Add Images</legend>
      <ol className={styles.mediaList}>
        {keys.map((key, index) => (
          <li key={key} className={styles.mediaRow}>
            <Field
              label={`Image URL ${index + 1}`}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors[`media.${index}.url`]}
              {...register(`media.${index}.url`)}
            />
            <Field
              label={`Alt text ${index + 1}`}
              error={errors[`media.${index}.alt`]}
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
      {errors.media && (
        <p role="alert" className={styles.error}>
          {errors.media}
        </p>
      )}
      <div className={styles.mediaFooter}>
        <Button variant="secondary" onClick={() => append({ url: '', alt: '' })} disabled={full}>
          Add image
        </Button>
        <span className={styles.hint}>
          {keys.length} of {MAX_MEDIA} images
        </span>
      </div>
    </fieldset>
  );
}
