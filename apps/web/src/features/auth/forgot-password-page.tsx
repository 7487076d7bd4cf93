import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { lazySchema } from '../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { paths } from '../../shared/routes';
import { Field } from '../../shared/ui/field';
import { usePageTitle } from '../../shared/ui/page-title';
import { requestPasswordReset } from './api/password-reset';
import { AuthPage, AuthSubmit } from './auth-card';
import { useServerAnswer } from './server-answer';
import styles from './auth.module.css';

const schema = lazySchema(() => import('./form-schemas').then((m) => m.forgotPasswordSchema));

/** "Forgot password?": asks for a reset link; the answer never tells whether the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Forgot Password`, t`Get a link to choose a new Holidaze password.`);
  const { field, handleSubmit, isSubmitting } = useSchemaForm({
    schema,
    defaultValues: { email: '' },
  });
  const {
    answer: sent,
    failure,
    send,
  } = useServerAnswer(
    ({ email }: { email: string }) => requestPasswordReset(email),
    t`The link could not be sent. Please try again.`,
  );
  const submit = handleSubmit(send);

  return (
    <AuthPage headingId="forgot-title" title={t`Forgot your password?`}>
      {sent ? (
        <p className={styles.notice} role="status">
          <Trans>{sent} The link works once, for one hour.</Trans>
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className={styles.subtitle}>
            <Trans>
              Enter the e-mail address of your account and we will send you a link to choose a new
              password.
            </Trans>
          </p>
          <Field
            label={t`Email Address`}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <AuthSubmit failure={failure} busy={isSubmitting}>
            <Trans>Send reset link</Trans>
          </AuthSubmit>
        </form>
      )}
      <p className={styles.footerText}>
        <Trans>
          Remembered it? <Link to={paths.login}>Back to login</Link>
        </Trans>
      </p>
    </AuthPage>
  );
}
