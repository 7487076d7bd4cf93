import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonClassName } from '../../shared/ui/button';
import styles from './status-page.module.css';

const pages = {
  404: {
    title: msg`Page Not Found`,
    text: msg`The page you are looking for does not exist or has moved.`,
  },
  403: {
    title: msg`Access Denied`,
    text: msg`You do not have permission to view this page.`,
  },
} as const;

/** An address the app has no page for, or one the viewer may not see: the code, why, a way home. */
function StatusCodePage({ code }: { code: keyof typeof pages }) {
  const { i18n } = useLingui();
  const { title, text } = pages[code];
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1>{i18n._(title)}</h1>
      <p className={styles.text}>{i18n._(text)}</p>
      <Link to={paths.home} className={buttonClassName('primary')}>
        <Trans>Go to Homepage</Trans>
      </Link>
    </section>
  );
}

export const NotFoundPage = () => <StatusCodePage code={404} />;

export const UnauthorizedPage = () => <StatusCodePage code={403} />;
