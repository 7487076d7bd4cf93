import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/http-client';
import { lazySchema } from '../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { paths } from '../../shared/routes';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { usePageTitle } from '../../shared/ui/page-title';
import { PasswordField } from './password-field';
import { confirmPasswordReset } from './api/password-reset';
import styles from './auth.module.css';

const schema = lazySchema(() => import('./form-schemas').then((m) => m.resetPasswordSchema));

/** The page a reset link opens: a new password, twice, sent with the link's token. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a New Password', 'Choose a new Holidaze password.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit, errors, isSubmitting } = useSchemaForm({
    schema,
    defaultValues: { password: '', repeatPassword: '' },
  });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = handleSubmit(async ({ password }) => {
    setProblem(undefined);
    try {
      setDone(await confirmPasswordReset(token, password));
    } catch (failure) {
      setProblem(apiErrorMessage(failure, 'The password could not be changed. Please try again.'));
    }
  });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          Choose a new password
        </h1>
        {done ? (
          <>
            <p className={styles.notice} role="status">
              {done}
            </p>
            <Link to={paths.login}>Log in</Link>
          </>
        ) : !token ? (
          <Alert>
            This page needs the link from the e-mail.{' '}
            <Link to={paths.forgotPassword}>Ask for a new link</Link>.
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              error={errors.password}
              {...register('password')}
            />
            <PasswordField
              label="Repeat the new password"
              autoComplete="new-password"
              error={errors.repeatPassword}
              {...register('repeatPassword')}
            />
            {problem && <Alert>{problem}</Alert>}
            <Button type="submit" className={styles.submit} loading={isSubmitting}>
              Set new password
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
