import styles from './layout.module.css';

const COLUMNS = [
  { title: 'About', items: ['How Holidaze works', 'Newsroom', 'Careers', 'Investors'] },
  {
    title: 'Community',
    items: ['Diversity & belonging', 'Accessibility', 'Refer a friend', 'Gift cards'],
  },
  {
    title: 'Host',
    items: ['Host your home', 'Host an experience', 'Responsible hosting', 'Resource centre'],
  },
  {
    title: 'Support',
    items: ['Help centre', 'Cancellation options', 'Safety information', 'Report a concern'],
  },
];

/** Four columns of static marketing content; the items are deliberately not links (spec §2). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {COLUMNS.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item}>{item}</li>
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
