import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { BIO_MAX, type BioFormValues } from '@holidaze/domain';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { Button } from '../../../shared/ui';
import { useUpdateProfile } from '../api/update-profile';
import styles from './about-me.module.css';

interface Props {
  username: string;
  bio: string;
}

const validation = lazyResolver(() => import('../form-resolvers').then((m) => m.bioResolver));

/**
 * Spec §4 Bio edit: Edit, Cancel, Save; the editor closes even when saving fails. The spec only
 * logs that failure; we also tell the user, or the lost text would go unnoticed.
 */
export function BioEditor({ username, bio }: Props) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile(username);
  const fieldId = useId();
  useEffect(() => validation.preload(), []);
  const { register, handleSubmit, reset, control, formState } = useForm<BioFormValues>({
    resolver: validation.resolver,
    defaultValues: { bio },
  });
  const length = useWatch({ control, name: 'bio' })?.length ?? 0;
  // While saving, show what was saved rather than the old text.
  const pending = update.isPending && update.variables && 'bio' in update.variables;
  const shown = pending ? ((update.variables as { bio: string | null }).bio ?? '') : bio;

  function open() {
    reset({ bio });
    setEditing(true);
  }

  const save = handleSubmit((values) => {
    const text = values.bio.trim();
    setEditing(false);
    update.mutate(
      { bio: text || null },
      {
        onError: (error) => {
          console.error('Saving the bio failed', error);
          toast.error('Your bio could not be saved.');
        },
      },
    );
  });

  return (
    <div className={styles.bio}>
      <div className={styles.bioHeader}>
        <h3 className={styles.subtitle}>Bio</h3>
        {!editing && (
          <Button variant="secondary" onClick={open} aria-label="Edit bio">
            Edit
          </Button>
        )}
      </div>
      {editing ? (
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
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </div>
        </form>
      ) : (
        <p className={shown ? styles.bioText : styles.muted}>{shown || 'No bio provided.'}</p>
      )}
    </div>
  );
}
