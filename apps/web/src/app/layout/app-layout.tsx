import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../shared/ui';
import { BRAND } from '../../shared/ui';
import { titleForPath } from '../page-titles';
import { Footer } from './footer';
import { Header } from './header';
import { Toasts } from './toasts';
import styles from './layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = titleForPath(pathname);
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [pathname]);
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main}>
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}
