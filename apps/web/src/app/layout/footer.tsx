import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { LanguageSwitch } from './language-switch';
import styles from './layout.module.css';

// Below every page's fold: the currency choice loads after the page, not with it.
const CurrencyChooser = lazy(() => import('../../shared/currency/currency-chooser'));

/**
 * Four columns, each item a real link to a page that exists. The spec's footer listed marketing
 * items that looked like links but led nowhere; those are gone until the pages exist.
 */
const COLUMNS: {
  id: string;
  title: MessageDescriptor;
  links: { label: MessageDescriptor; to: string }[];
}[] = [
  { id: 'about', title: msg`About`, links: [{ label: msg`About Holidaze`, to: paths.about }] },
  {
    id: 'travel',
    title: msg`Travel`,
    links: [
      { label: msg`Find a venue`, to: paths.browse() },
      { label: msg`Create an account`, to: paths.register() },
    ],
  },
  {
    id: 'host',
    title: msg`Host`,
    links: [{ label: msg`List your place`, to: paths.register('manager') }],
  },
  {
    id: 'support',
    title: msg`Support`,
    links: [{ label: msg`Send us a message`, to: paths.contact }],
  },
];

export function Footer() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {COLUMNS.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`}>{i18n._(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link className={styles.footerLink} to={link.to}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.copyright}>
        <p>
          <Trans>© {year} Holidaze. All rights reserved.</Trans>
        </p>
        {/* The header's switch is hidden on phones until the menu opens: here it is at hand. */}
        <p>
          <Trans>Language:</Trans> <LanguageSwitch className={styles.footerLink} />
        </p>
        <p>
          <label htmlFor="footer-currency">
            <Trans>Prices also in:</Trans>
          </label>{' '}
          <Suspense fallback={null}>
            <CurrencyChooser id="footer-currency" />
          </Suspense>
        </p>
      </div>
    </footer>
  );
}
