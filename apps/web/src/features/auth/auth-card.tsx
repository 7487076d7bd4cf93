import { useState, type ReactNode } from 'react';
import { apiErrorMessage } from '../../shared/api/http-client';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import styles from './auth.module.css';

/** An account page (login, forgot and reset password): one card with its heading, on the page. */
export function AuthPage({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** An account form's end: why the last try failed, then its one button. */
export function AuthSubmit({
  failure,
  busy,
  children,
}: {
  failure: string | undefined;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" className={styles.submit} loading={busy}>
        {children}
      </Button>
    </>
  );
}

/**
 * A form whose one request the server answers with what to tell the person (the password pages):
 * that answer once it came, or why the request failed (`failureText` when the server gave none).
 */
export function useServerAnswer<T>(ask: (values: T) => Promise<string>, failureText: string) {
  const [answer, setAnswer] = useState<string>();
  const [failure, setFailure] = useState<string>();
  async function send(values: T) {
    setFailure(undefined);
    try {
      setAnswer(await ask(values));
    } catch (error) {
      setFailure(apiErrorMessage(error, failureText));
    }
  }
  return { answer, failure, send };
}
