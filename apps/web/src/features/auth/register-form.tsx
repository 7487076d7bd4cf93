import type { RegisterFormValues } from '@holidaze/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../shared/toast/toast';
import { apiErrorMessage } from '../../shared/api/http-client';
import { lazyResolver } from '../../shared/forms/lazy-resolver';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Field } from '../../shared/ui/field';
import { register as registerProfile } from './api/register';
import { PasswordField } from './password-field';
import styles from './auth.module.css';

const validation = lazyResolver(() => import('./form-resolvers').then((m) => m.registerResolver));
export const SUCCESS_DIALOG_DELAY_MS = 500;
const EMPTY: RegisterFormValues = { name: '', email: '', password: '', repeatPassword: '' };

interface Props {
  accountType: 'traveler' | 'manager';
  onRegistered(): void;
}

export function RegisterForm({ accountType, onRegistered }: Props) {
  const [error, setError] = useState<string>();
  useEffect(() => validation.preload(), []);
  const { register, handleSubmit, formState, reset } = useForm<RegisterFormValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });

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

  const errors = formState.errors;
  return (
    <section id="register-form" className={styles.card} aria-labelledby="register-title">
      <h2 id="register-title" className={styles.title}>
        Create your account
      </h2>
      <p className={styles.subtitle}>
        {accountType === 'manager' ? 'Register as Host' : 'Register as Traveler'}
      </p>
      <form onSubmit={onSubmit} noValidate>
        <Field
          label="Username"
          autoComplete="username"
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Repeat Password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" className={styles.submit} loading={formState.isSubmitting}>
          Create account
        </Button>
      </form>
    </section>
  );
}
