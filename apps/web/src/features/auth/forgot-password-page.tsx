import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../shared/api/http-client';
import { lazySchema } from '../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { paths } from '../../shared/routes';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Field } from '../../shared/ui/field';
import { usePageTitle } from '../../shared/ui/page-title';
import { requestPasswordReset } from './api/password-reset';
import styles from './auth.module.css';

const schema = lazySchema(() => import('./form-schemas').then((m) => m.forgotPasswordSchema));

/** "Forgot password?": asks for a reset link; the answer never tells whether the address has an account. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password', 'Get a link to choose a new Holidaze password.');
  const { field, handleSubmit, isSubmitting } = useSchemaForm({
    schema,
    defaultValues: { email: '' },
  });
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = handleSubmit(async ({ email }) => {
    setError(undefined);
    try {
      setSent(await requestPasswordReset(email));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The link could not be sent. Please try again.'));
    }
  });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          Forgot your password?
        </h1>
        {sent ? (
          <p className={styles.notice} role="status">
            {sent} The link works once, for one hour.
          </p>
        ) : (
          <form onSubmit={submit} noValidate>
            <p className={styles.subtitle}>
              Enter the e-mail address of your account and we will send you a link to choose a new
              password.
            </p>
            <Field
              label="Email Address"
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
            {error && <Alert>{error}</Alert>}
            <Button type="submit" className={styles.submit} loading={isSubmitting}>
              Send reset link
            </Button>
          </form>
        )}
        <p className={styles.footerText}>
          Remembered it? <Link to={paths.login}>Back to login</Link>
        </p>
      </section>
    </div>
  );
}
