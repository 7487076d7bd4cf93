import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router';
import { removeFirstPhoto } from '../../shared/ui/first-photo';
import { removeFirstWords } from '../../shared/ui/first-words';
import { Spinner } from '../../shared/ui/spinner';
import { setPageMeta } from '../../shared/ui/page-title';
import { descriptionForPath, titleForPath } from '../page-titles';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';
import { Toasts } from './toasts';
import { useScrollRestoration } from './use-scroll-restoration';
import { RouteErrorBoundary } from '../route-error-boundary';
import styles from './layout.module.css';

/** Where the page goes while its code loads the first time: no footer yet, so nothing shifts. */
function PageLoading() {
  const { t } = useLingui();
  return (
    <main id="main" className={styles.main}>
      <Spinner label={t`Loading page`} />
    </main>
  );
}

/**
 * While the layout's own code would load: the header, as the app shell in index.html drew it
 * before the script ran, and a spinner, so the header never blinks out between the two.
 */
export function AppLayoutLoading() {
  return (
    <>
      <Header />
      <PageLoading />
    </>
  );
}

/** Scrolls as each page commits, with it (use-scroll-restoration.ts). */
function ScrollRestoration() {
  useScrollRestoration();
  return null;
}

/**
 * The header stays mounted from the first paint on (a menu opened while the first page loads
 * stays open). The page and footer show together once the first page's code is in; later
 * navigations are transitions, which keep the old page on screen until the new one is ready.
 */
export function AppLayout() {
  const { pathname, key } = useLocation();
  // What the server drew first (Home's photo, Browse's words) never outlives its page.
  useEffect(() => {
    if (key === 'default') return;
    removeFirstPhoto();
    removeFirstWords();
  }, [key]);
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
      <Suspense fallback={<PageLoading />}>
        <main id="main" className={styles.main}>
          <ConnectionBanner />
          {/* A failing page keeps the header and footer around its error. */}
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </main>
        <Footer />
        <ScrollRestoration />
      </Suspense>
      <Toasts />
    </>
  );
}
