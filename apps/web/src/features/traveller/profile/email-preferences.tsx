import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { EMAIL_PREFERENCE_CATEGORIES, type EmailPreferencesBody } from '@holidaze/domain';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';
import { EMAIL_CATEGORY_LABELS } from './email-categories';
import ui from '../../../shared/ui/ui.module.css';
import styles from './about-me.module.css';

/** Which e-mails the person gets; booking confirmations and password links always go. */
export default function EmailPreferences() {
  const { t } = useLingui();
  const headingId = useId();
  const current = useEmailPreferences();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>E-mail</Trans>
      </h2>
      <p>
        <Trans>
          Booking confirmations and password reset links are always sent. Choose which other e-mails
          you get; everything stays in your notifications either way.
        </Trans>
      </p>
      {current.isPending && <Spinner label={t`Loading your e-mail choices`} />}
      {current.isError && (
        <Alert>{apiErrorMessage(current.error, t`Your e-mail choices could not be loaded.`)}</Alert>
      )}
      {current.data && <PreferencesForm saved={current.data} />}
    </section>
  );
}

/**
 * Each choice is saved as it is made, and only that choice: a save names the one category it
 * changes, so it cannot undo a choice made meanwhile in another tab. A choice the server refused
 * is undone.
 */
function PreferencesForm({ saved }: { saved: EmailPreferencesBody }) {
  const { t, i18n } = useLingui();
  const save = useSaveEmailPreferences();
  const [choices, setChoices] = useState(saved);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <fieldset className={ui.choices} disabled={save.isPending}>
        <legend className="visually-hidden">
          <Trans>E-mails you get</Trans>
        </legend>
        {EMAIL_PREFERENCE_CATEGORIES.map(({ key }) => (
          <label key={key} className={ui.choice}>
            <input
              type="checkbox"
              name={key}
              checked={choices[key]}
              onChange={(event) => {
                const before = choices;
                setChoices({ ...choices, [key]: event.target.checked });
                save
                  .mutateAsync({ [key]: event.target.checked })
                  .then(setChoices, () => setChoices(before));
              }}
            />{' '}
            {i18n._(EMAIL_CATEGORY_LABELS[key])}
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <Alert>{apiErrorMessage(save.error, t`Your choice could not be saved.`)}</Alert>
      )}
      <p className="visually-hidden" role="status">
        {save.isSuccess ? t`Saved.` : ''}
      </p>
    </form>
  );
}
