import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { buttonClassName } from '../../shared/ui/button';
import { StaticPage } from './static-page';
import styles from './static-pages.module.css';

const VALUES = [
  {
    key: 'curated',
    title: msg`Curated venues worldwide`,
    text: msg`From fjord cabins to city lofts, each listed by its own host and reviewed by the guests who stayed.`,
  },
  {
    key: 'deals',
    title: msg`Great deals`,
    text: msg`Hosts set their prices in NOK, and every fee is in the total you see before you book.`,
  },
  {
    key: 'help',
    title: msg`Help by e-mail`,
    text: msg`Write to us from the Contact page: we keep every message and answer by e-mail.`,
  },
];

export default function AboutPage() {
  const { i18n } = useLingui();
  return (
    <StaticPage
      title={<Trans>About Holidaze</Trans>}
      lead={
        <Trans>
          Holidaze brings travellers and hosts together. We started with a simple idea: booking a
          holiday home should be as pleasant as staying in one.
        </Trans>
      }
    >
      <div className={styles.grid}>
        {VALUES.map((value) => (
          <section key={value.key} className={styles.card}>
            <h2>{i18n._(value.title)}</h2>
            <p>{i18n._(value.text)}</p>
          </section>
        ))}
      </div>
      <h2>
        <Trans>Hosting with Holidaze</Trans>
      </h2>
      <p>
        <Trans>
          Venue managers list their homes, set their prices and see every booking in one dashboard.
          Travellers book in a few clicks and manage their stays from their profile.
        </Trans>
      </p>
      <Link to={paths.browse()} className={buttonClassName('primary')}>
        <Trans>Find your stay</Trans>
      </Link>
    </StaticPage>
  );
}
