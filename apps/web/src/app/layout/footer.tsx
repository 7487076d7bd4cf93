import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import styles from './layout.module.css';

/**
 * Four columns, each item a real link to a page that exists. The spec's footer listed marketing
 * items that looked like links but led nowhere; those are gone until the pages exist.
 */
const COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  { title: 'About', links: [{ label: 'About Holidaze', to: paths.about }] },
  {
    title: 'Travel',
    links: [
      { label: 'Find a venue', to: paths.browse() },
      { label: 'Create an account', to: paths.register() },
    ],
  },
  { title: 'Host', links: [{ label: 'List your place', to: paths.register('manager') }] },
  { title: 'Support', links: [{ label: 'Send us a message', to: paths.contact }] },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link className={styles.footerLink} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} Holidaze. All rights reserved.
      </p>
    </footer>
  );
}
