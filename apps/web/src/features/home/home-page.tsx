import { DEFAULT_SEARCH_FILTERS } from '@holidaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/routes';
import { SearchForm, paramsFromBrowseState } from '../../shared/search';
import { buttonClassName } from '../../shared/ui/button';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint';
import { Spinner } from '../../shared/ui/spinner';
import { topVenuesQuery } from './api/top-venues';
import { Hero } from './hero';
import styles from './home.module.css';

// Below the fold: the carousel library loads only when Home renders it.
const RoomCarousel = lazy(() => import('./room-carousel'));

export default function HomePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The rooms (their code, data and photos) come once the hero's first photo is on screen.
  const heroLoading = useQuery(topVenuesQuery).isPending;
  return (
    <>
      <Hero />
      <div className={styles.searchBar}>
        <SearchForm
          initial={DEFAULT_SEARCH_FILTERS}
          onSearch={(filters) =>
            navigate(paths.browse(paramsFromBrowseState({ filters, sort: 'newest', page: 1 })), {
              state: {
                city: filters.query,
                query: filters.query,
                guests: filters.guests,
                dateFrom: filters.dateFrom,
                dateTo: filters.dateTo,
                amenities: filters.amenities,
              },
            })
          }
          onClear={() => undefined}
        />
      </div>
      <section className={styles.about} aria-labelledby="about-title">
        <div>
          <h2 id="about-title">
            <Trans>Holidays, handpicked</Trans>
          </h2>
          <p>
            <Trans>
              From fjord-side cabins to city apartments, every Holidaze venue is chosen for comfort
              and character. Book in minutes, pay in NOK, and write to our team whenever you need
              help.
            </Trans>
          </p>
          <Link to={paths.about} className={buttonClassName('secondary')}>
            <Trans>Explore More</Trans>
          </Link>
        </div>
        <ul className={styles.promises}>
          <li>
            <Trans>Curated venues worldwide</Trans>
          </li>
          <li>
            <Trans>Handpicked hotels</Trans>
          </li>
          <li>
            <Trans>Great deals</Trans>
          </li>
          <li>
            <Trans>Help by e-mail</Trans>
          </li>
        </ul>
      </section>
      <section className={styles.rooms} aria-labelledby="rooms-title">
        <h2 id="rooms-title">
          <Trans>Choose Your Room</Trans>
        </h2>
        <AfterFirstPaint after={!heroLoading} placeholder={<Spinner label={t`Loading rooms`} />}>
          <Suspense fallback={<Spinner label={t`Loading rooms`} />}>
            <RoomCarousel />
          </Suspense>
        </AfterFirstPaint>
        <p className={styles.roomsMore}>
          <Link to={paths.browse()}>
            <Trans>Browse all venues</Trans>
          </Link>
        </p>
      </section>
    </>
  );
}
