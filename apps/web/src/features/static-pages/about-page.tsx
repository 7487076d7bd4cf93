import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonClassName } from '../../shared/ui/button';
import styles from './static-pages.module.css';

const VALUES = [
  {
    title: 'Curated venues worldwide',
    text: 'Every stay is checked by our team before it goes live, from fjord cabins to city lofts.',
  },
  {
    title: 'Great deals',
    text: 'Hosts set fair prices in NOK, with no hidden fees added at checkout.',
  },
  {
    title: '24/7 support',
    text: 'Our travel team is here day and night, wherever your holiday takes you.',
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
