import { useId } from 'react';
import { EMAIL_PREFERENCE_CATEGORIES } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import styles from './about-me.module.css';

/** Which e-mails the person gets; booking confirmations and password links always go. */
export default function EmailPreferences() {
  const headingId = useId();
  const current = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const values = save.isPending ? save.variables : current.data;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        E-mail
      </h2>
      <p>
        Booking confirmations and password reset links are always sent. Choose which other e-mails
        you get; everything stays in your notifications either way.
      </p>
      {current.isPending && <Spinner label="Loading your e-mail choices" />}
      {current.isError && (
        <Alert>{apiErrorMessage(current.error, 'Your e-mail choices could not be loaded.')}</Alert>
      )}
      {values && (
        <fieldset className={styles.preferences} disabled={save.isPending}>
          <legend className="visually-hidden">E-mails you get</legend>
          {EMAIL_PREFERENCE_CATEGORIES.map((category) => (
            <label key={category.key} className={styles.preference}>
              <input
                type="checkbox"
                checked={values[category.key]}
                onChange={(event) =>
                  save.mutate({ ...values, [category.key]: event.target.checked })
                }
              />{' '}
              {category.label}
            </label>
          ))}
        </fieldset>
      )}
      {save.isError && (
        <Alert>{apiErrorMessage(save.error, 'Your choice could not be saved.')}</Alert>
      )}
      <p className="visually-hidden" role="status">
        {save.isSuccess ? 'Saved.' : ''}
      </p>
    </section>
  );
}
