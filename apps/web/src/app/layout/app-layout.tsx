import { Suspense, useLayoutEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { setPageMeta } from '../../shared/ui/page-title';
import { descriptionForPath, titleForPath } from '../page-titles';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';
import { Toasts } from './toasts';
import styles from './layout.module.css';

/**
 * While the first page's code loads: the header, as the app shell in index.html drew it before
 * the script ran, and a spinner, so the header never blinks out between the two.
 */
export function AppLayoutLoading() {
  const { t } = useLingui();
  return (
    <>
      <Header />
      <main id="main" className={styles.main}>
        <Spinner label={t`Loading page`} />
      </main>
    </>
  );
}

export function AppLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // A layout effect runs before the page's own effects, so a page (a venue) can set its own.
  useLayoutEffect(() => {
    setPageMeta({ title: titleForPath(pathname), description: descriptionForPath(pathname) });
  }, [pathname]);
  return (
    <>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <ConnectionBanner />
        <Suspense fallback={<Spinner label={t`Loading page`} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}
