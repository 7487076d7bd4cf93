import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { BIO_MAX, countGraphemes, type BioFormValues } from '@holidaze/domain';
import { lazySchema } from '../../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { Button } from '../../../shared/ui/button';
import styles from './about-me.module.css';
import ui from '../../../shared/ui/ui.module.css';

const schema = lazySchema(() => import('../form-schemas').then((m) => m.bioFormSchema));

interface Props {
  bio: string;
  onCancel(): void;
  onSave(text: string): void;
}

/** The bio's edit form: loaded when Edit is first pressed, with its form library. */
export default function BioForm({ bio, onCancel, onSave }: Props) {
  const fieldId = useId();
  const { register, handleSubmit, values, errors } = useSchemaForm<BioFormValues>({
    schema,
    defaultValues: { bio },
  });
  // As the limit counts (the domain's bio rule): what a person sees, an emoji once.
  const length = countGraphemes(values.bio);
  const save = handleSubmit((values) => onSave(values.bio.trim()));

  return (
    <form onSubmit={save} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        <Trans>Bio</Trans>
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={4}
        aria-invalid={errors.bio ? true : undefined}
        aria-describedby={`${fieldId}-count${errors.bio ? ` ${fieldId}-error` : ''}`}
        {...register('bio')}
      />
      <p id={`${fieldId}-count`} className={styles.count}>
        {length} / {BIO_MAX}
      </p>
      {errors.bio && (
        <p id={`${fieldId}-error`} className={`${ui.fieldError} ${styles.error}`}>
          {errors.bio}
        </p>
      )}
      <div className={`${ui.actions} ${styles.actions}`}>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit">
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
