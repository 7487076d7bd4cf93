import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/http-client';
import { lazySchema } from '../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { paths } from '../../shared/routes';
import { Alert } from '../../shared/ui/alert';
import { usePageTitle } from '../../shared/ui/page-title';
import { NewPasswordFields } from './password-field';
import { confirmPasswordReset, resetLinkQueryOptions } from './api/password-reset';
import { AuthPage, AuthSubmit } from './auth-card';
import { useServerAnswer } from './server-answer';
import styles from './auth.module.css';

const schema = lazySchema(() => import('./form-schemas').then((m) => m.resetPasswordSchema));

/**
 * The page a reset link opens: a new password, twice, sent with the link's token. The link is
 * checked as the page opens, so a used or expired one says so before anyone types.
 */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Choose a New Password`, t`Choose a new Holidaze password.`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { field, handleSubmit, isSubmitting } = useSchemaForm({
    schema,
    defaultValues: { password: '', repeatPassword: '' },
  });
  const {
    answer: done,
    failure,
    send,
  } = useServerAnswer(
    ({ password }: { password: string }) => confirmPasswordReset(token, password),
    t`The password could not be changed. Please try again.`,
  );
  const link = useQuery(resetLinkQueryOptions(token));
  // A check refused as malformed is a link that cannot work; one that failed otherwise (the
  // network) leaves the form, whose confirmation says what is wrong.
  const unusable =
    link.data === false || (link.error instanceof ApiError && link.error.status === 400);

  const submit = handleSubmit(send);

  return (
    <AuthPage headingId="reset-title" title={t`Choose a new password`}>
      {done ? (
        <>
          <p className={styles.notice} role="status">
            {done}
          </p>
          <Link to={paths.login}>
            <Trans>Log in</Trans>
          </Link>
        </>
      ) : !token ? (
        <Alert>
          <Trans>
            This page needs the link from the e-mail.{' '}
            <Link to={paths.forgotPassword}>Ask for a new link</Link>.
          </Trans>
        </Alert>
      ) : link.isPending ? (
        <p className={styles.notice} role="status">
          <Trans>Checking your link…</Trans>
        </p>
      ) : unusable ? (
        <Alert>
          <Trans>
            This reset link has already been used or has expired.{' '}
            <Link to={paths.forgotPassword}>Ask for a new link</Link>: each works once, for one
            hour.
          </Trans>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <NewPasswordFields
            form={{ field }}
            label={t`New password`}
            repeatLabel={t`Repeat the new password`}
          />
          <AuthSubmit failure={failure} busy={isSubmitting}>
            <Trans>Set new password</Trans>
          </AuthSubmit>
        </form>
      )}
    </AuthPage>
  );
}
