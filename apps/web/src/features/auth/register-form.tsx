import type { RegisterFormValues } from '@holidaze/domain';
import { useState } from 'react';
import { toast } from '../../shared/toast/toast';
import { apiErrorMessage } from '../../shared/api/http-client';
import { lazySchema } from '../../shared/forms/lazy-schema';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Field } from '../../shared/ui/field';
import { register as registerProfile } from './api/register';
import { PasswordField } from './password-field';
import styles from './auth.module.css';

const schema = lazySchema(() => import('./form-schemas').then((m) => m.registerSchema));
export const SUCCESS_DIALOG_DELAY_MS = 500;
const EMPTY: RegisterFormValues = { name: '', email: '', password: '', repeatPassword: '' };

interface Props {
  accountType: 'traveler' | 'manager';
  onRegistered(): void;
}

export function RegisterForm({ accountType, onRegistered }: Props) {
  const [error, setError] = useState<string>();
  const { register, handleSubmit, errors, isSubmitting, reset } = useSchemaForm<RegisterFormValues>(
    {
      schema,
      defaultValues: EMPTY,
    },
  );

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await registerProfile({
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
        password: values.password,
        venueManager: accountType === 'manager',
      });
      reset(EMPTY);
      toast.success('Account created!');
      setTimeout(onRegistered, SUCCESS_DIALOG_DELAY_MS);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Something went wrong.'));
    }
  });

  return (
    <section id="register-form" className={styles.card} aria-labelledby="register-title">
      <h2 id="register-title" className={styles.title}>
        Create your account
      </h2>
      <p className={styles.subtitle}>
        {accountType === 'manager' ? 'Register as Host' : 'Register as Traveler'}
      </p>
      <form onSubmit={onSubmit} noValidate>
        <Field label="Username" autoComplete="username" error={errors.name} {...register('name')} />
        <Field
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password}
          {...register('password')}
        />
        <PasswordField
          label="Repeat Password"
          autoComplete="new-password"
          error={errors.repeatPassword}
          {...register('repeatPassword')}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          Create account
        </Button>
      </form>
    </section>
  );
}
