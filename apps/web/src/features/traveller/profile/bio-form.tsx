import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BIO_MAX, type BioFormValues } from '@holidaze/domain';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { Button } from '../../../shared/ui/button';
import styles from './about-me.module.css';

const validation = lazyResolver(() => import('../form-resolvers').then((m) => m.bioResolver));

interface Props {
  bio: string;
  onCancel(): void;
  onSave(text: string): void;
}

/** The bio's edit form: loaded when Edit is first pressed, with its form library. */
export default function BioForm({ bio, onCancel, onSave }: Props) {
  const fieldId = useId();
  useEffect(() => validation.preload(), []);
  const { register, handleSubmit, control, formState } = useForm<BioFormValues>({
    resolver: validation.resolver,
    defaultValues: { bio },
  });
  const length = useWatch({ control, name: 'bio' })?.length ?? 0;
  const save = handleSubmit((values) => onSave(values.bio.trim()));

  return (
    <form onSubmit={save} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        Bio
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={4}
        aria-invalid={formState.errors.bio ? true : undefined}
        aria-describedby={`${fieldId}-count${formState.errors.bio ? ` ${fieldId}-error` : ''}`}
        {...register('bio')}
      />
      <p id={`${fieldId}-count`} className={styles.count}>
        {length} / {BIO_MAX}
      </p>
      {formState.errors.bio && (
        <p id={`${fieldId}-error`} className={styles.error}>
          {formState.errors.bio.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}
