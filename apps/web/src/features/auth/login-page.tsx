import type { LoginFormValues } from '@holidaze/domain';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../shared/toast/toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiErrorMessage, SESSION_EXPIRED_MESSAGE } from '../../shared/api/http-client';
import { lazySchema } from '../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { paths } from '../../shared/routes';
import { safeRedirectPath, SESSION_EXPIRED_REASON, useSession } from '../../shared/session';
import { Field } from '../../shared/ui/field';
import { login } from './api/login';
import { PasswordField } from './password-field';
import { tooManyAttemptsMessage } from './retry-after';
import { AuthPage, AuthSubmit } from './auth-card';
import styles from './auth.module.css';

const schema = lazySchema(() => import('./form-schemas').then((m) => m.loginSchema));
export const LOGIN_REDIRECT_DELAY_MS = 1000;
const EMPTY: LoginFormValues = { email: '', password: '' };

export default function LoginPage() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const expired = params.get('reason') === SESSION_EXPIRED_REASON;
  // Where the visitor was before being sent here: ?redirect= (a reload keeps it) or the guard's
  // state; only paths on this site.
  const state = location.state as { from?: unknown; firstSignIn?: unknown } | null;
  const returnTo = safeRedirectPath(params.get('redirect')) ?? safeRedirectPath(state?.from);
  // Sent here by Register when it could not sign the new account in: a welcome, not "back".
  const firstSignIn = state?.firstSignIn === true;
  const [error, setError] = useState<string>();
  const [redirectTo, setRedirectTo] = useState<string>();
  // Spec §4: after 1 s, managers go to their dashboard and everyone else to the home page.
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => navigate(redirectTo), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);
  const { field, handleSubmit, isSubmitting } = useSchemaForm<LoginFormValues>({
    schema,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      const data = await login({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      session.login(data);
      const name = data.name;
      toast.success(firstSignIn ? t`Welcome to Holidaze, ${name}!` : t`Welcome back, ${name}!`);
      setRedirectTo(returnTo ?? (data.venueManager ? paths.admin(data.name) : paths.home));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 429
          ? tooManyAttemptsMessage(failure.retryAfterSeconds)
          : apiErrorMessage(failure, t`Login failed`),
      );
    }
  });

  const registerLink = returnTo
    ? `${paths.register()}?${new URLSearchParams({ redirect: returnTo })}`
    : paths.register();
  return (
    <AuthPage headingId="login-title" title={t`Welcome back!`}>
      <p className={styles.subtitle}>
        <Trans>Sign in to book and manage your stays.</Trans>
      </p>
      {expired && !redirectTo && (
        <div className={styles.notice} role="status">
          {SESSION_EXPIRED_MESSAGE}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Field label={t`Email Address`} type="email" autoComplete="email" {...field('email')} />
        <PasswordField label={t`Password`} autoComplete="current-password" {...field('password')} />
        <p className={styles.forgot}>
          <Link to={paths.forgotPassword}>
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
        <AuthSubmit failure={error} busy={isSubmitting}>
          <Trans>Sign In</Trans>
        </AuthSubmit>
      </form>
      <p className={styles.footerText}>
        <Trans>
          Don&apos;t have an account? <Link to={registerLink}>Sign up</Link>
        </Trans>
      </p>
    </AuthPage>
  );
}
