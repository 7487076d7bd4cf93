import type { ReactNode } from 'react';
import styles from './static-pages.module.css';

/** A page of the site's own (About, Contact): its heading, a lead paragraph, then the rest. */
export function StaticPage(props: { title: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <h1>{props.title}</h1>
      <p className={styles.lead}>{props.lead}</p>
      {props.children}
    </article>
  );
}
