import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
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

/**
 * While the first page's code loads: the header, as the app shell in index.html drew it before
 * the script ran, and a spinner, so the header never blinks out between the two.
 */
export function AppLayoutLoading() {
  return (
    <>
      <Header />
      <main id="main" className={styles.main}>
        <Spinner label="Loading page" />
      </main>
    </>
  );
}

/**
 * The page's code loads in the root's Suspense (router.tsx), not here: the first time it shows
 * AppLayoutLoading, later navigations keep the old page on screen until the new one is ready.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  // A layout effect runs before the page's own effects, so a page (a venue) can set its own.
  useLayoutEffect(() => {
    setPageMeta({ title: titleForPath(pathname), description: descriptionForPath(pathname) });
  }, [pathname]);
  useScrollRestoration();
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <ConnectionBanner />
        {/* A failing page keeps the header and footer around its error. */}
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Toasts />
    </>
  );
}
