import type { ReactNode } from 'react';
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
