import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonClassName } from '../../shared/ui/button';
import styles from './static-pages.module.css';

const VALUES = [
  {
    title: 'Curated venues worldwide',
    text: 'From fjord cabins to city lofts, each listed by its own host and reviewed by the guests who stayed.',
  },
  {
    title: 'Great deals',
    text: 'Hosts set their prices in NOK, and every fee is in the total you see before you book.',
  },
  {
    title: 'Help by e-mail',
    text: 'Write to us from the Contact page: we keep every message and answer by e-mail.',
  },
];

export default function AboutPage() {
  return (
    <article className={styles.page}>
      <h1>About Holidaze</h1>
      <p className={styles.lead}>
        Holidaze brings travellers and hosts together. We started with a simple idea: booking a
        holiday home should be as pleasant as staying in one.
      </p>
      <div className={styles.grid}>
        {VALUES.map((value) => (
          <section key={value.title} className={styles.card}>
            <h2>{value.title}</h2>
            <p>{value.text}</p>
          </section>
        ))}
      </div>
      <h2>Hosting with Holidaze</h2>
      <p>
        Venue managers list their homes, set their prices and see every booking in one dashboard.
        Travellers book in a few clicks and manage their stays from their profile.
      </p>
      <Link to={paths.browse()} className={buttonClassName('primary')}>
        Find your stay
      </Link>
    </article>
  );
}
