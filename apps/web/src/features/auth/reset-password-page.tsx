import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, PASSWORD_MIN } from '@holidaze/domain';
import { apiErrorMessage } from '../../shared/api/http-client';
import { paths } from '../../shared/routes';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { usePageTitle } from '../../shared/ui/page-title';
import { PasswordField } from './password-field';
import { confirmPasswordReset } from './api/password-reset';
import styles from './auth.module.css';

/** The page a reset link opens: a new password, twice, sent with the link's token. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a New Password', 'Choose a new Holidaze password.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (password.length < PASSWORD_MIN) return setProblem(MESSAGES.passwordTooShort);
    if (password !== repeat) return setProblem('Passwords do not match');
    setProblem(undefined);
    setSending(true);
    try {
      setDone(await confirmPasswordReset(token, password));
    } catch (failure) {
      setProblem(apiErrorMessage(failure, 'The password could not be changed. Please try again.'));
    } finally {
      setSending(false);
    }
  }

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
          <form onSubmit={(event) => void submit(event)} noValidate>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordField
              label="Repeat the new password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
            {problem && <Alert>{problem}</Alert>}
            <Button type="submit" className={styles.submit} loading={sending}>
              Set new password
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
