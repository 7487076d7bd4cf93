import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { EMAIL_PREFERENCE_CATEGORIES, type EmailPreferencesBody } from '@holidaze/domain';
import { apiErrorMessage, apiRequest } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './about-me.module.css';

const PATH = '/holidaze/notifications/email-preferences';
const KEY = ['email-preferences'] as const;

/** Which e-mails the person gets; booking confirmations and password links always go. */
export default function EmailPreferences() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<EmailPreferencesBody>(PATH, { auth: true, signal })).data,
  });
  const save = useMutation({
    mutationFn: async (next: EmailPreferencesBody) =>
      (await apiRequest<EmailPreferencesBody>(PATH, { method: 'PUT', auth: true, body: next }))
        .data,
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
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
