import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginData, RegisterFormValues } from '@holidaze/domain';
import { useState } from 'react';
import { toast } from '../../shared/toast/toast';
import { ApiError, apiErrorMessage } from '../../shared/api/http-client';
import type { FieldErrors } from '../../shared/forms/use-schema-form';
import { lazySchema } from '../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { errorText } from '../../shared/i18n';
import { Field } from '../../shared/ui/field';
import { login } from './api/login';
import { register as registerProfile } from './api/register';
import { NewPasswordFields } from './password-field';
import { AuthSubmit } from './auth-card';
import styles from './auth.module.css';

const schema = lazySchema(() => import('./form-schemas').then((m) => m.registerSchema));
export const SUCCESS_DIALOG_DELAY_MS = 500;
const EMPTY: RegisterFormValues = { name: '', email: '', password: '', repeatPassword: '' };

interface Props {
  accountType: 'traveler' | 'manager';
  /** Signed in as the new account (`data`), or registered only when signing in failed. */
  onRegistered(data?: LoginData): void;
}

/** The server's refusals that name a field (a taken username or e-mail), by field. */
function takenFields(failure: unknown): FieldErrors {
  if (!(failure instanceof ApiError)) return {};
  const found: FieldErrors = {};
  for (const issue of failure.errors) {
    const field = issue.path?.[0];
    if (field === 'name' || field === 'email') found[field] ??= errorText(issue);
  }
  return found;
}

export function RegisterForm({ accountType, onRegistered }: Props) {
  const { t } = useLingui();
  const [error, setError] = useState<string>();
  const [taken, setTaken] = useState<FieldErrors>({});
  const { register, field, handleSubmit, errors, isSubmitting, reset } =
    useSchemaForm<RegisterFormValues>({
      schema,
      defaultValues: EMPTY,
    });

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    setTaken({});
    const credentials = {
      email: values.email.trim().toLowerCase(),
      password: values.password,
    };
    try {
      await registerProfile({
        name: values.name.trim(),
        ...credentials,
        venueManager: accountType === 'manager',
      });
    } catch (failure) {
      const fields = takenFields(failure);
      setTaken(fields);
      if (Object.keys(fields).length === 0)
        setError(apiErrorMessage(failure, t`Something went wrong.`));
      return;
    }
    reset(EMPTY);
    // Signed in at once: a new account should not have to type what it just chose.
    const session = await login(credentials).catch(() => undefined);
    if (!session) {
      toast.success(t`Account created!`);
      setTimeout(() => onRegistered(), SUCCESS_DIALOG_DELAY_MS);
      return;
    }
    const name = session.name;
    toast.success(t`Welcome to Holidaze, ${name}!`);
    onRegistered(session);
  });

  return (
    <section id="register-form" className={styles.card} aria-labelledby="register-title">
      <h2 id="register-title" className={styles.title}>
        <Trans>Create your account</Trans>
      </h2>
      <p className={styles.subtitle}>
        {accountType === 'manager' ? (
          <Trans>Register as Host</Trans>
        ) : (
          <Trans>Register as Traveler</Trans>
        )}
      </p>
      <form onSubmit={onSubmit} noValidate>
        <Field
          label={t`Username`}
          autoComplete="username"
          error={errors.name ?? taken.name}
          {...register('name')}
        />
        <Field
          label={t`Email Address`}
          type="email"
          autoComplete="email"
          error={errors.email ?? taken.email}
          {...register('email')}
        />
        <NewPasswordFields form={{ field }} label={t`Password`} repeatLabel={t`Repeat Password`} />
        <AuthSubmit failure={error} busy={isSubmitting}>
          <Trans>Create account</Trans>
        </AuthSubmit>
      </form>
    </section>
  );
}
