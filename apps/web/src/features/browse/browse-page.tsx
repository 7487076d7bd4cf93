import {
  DEFAULT_SEARCH_FILTERS,
  DEFAULT_SORT_KEY,
  SORT_OPTIONS,
  type MapBox,
  type SortKey,
} from '@holidaze/domain';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/http-client';
import {
  SearchForm,
  paramsFromBrowseState,
  readBrowseParams,
  type BrowseState,
} from '../../shared/search';
import { Alert } from '../../shared/ui/alert';
import { EmptyState } from '../../shared/ui/empty-state';
import { Pagination } from '../../shared/ui/pagination';
import { scrollToElement } from '../../shared/ui/motion';
import { afterNextPaint, usePainted } from '../../shared/ui/after-paint';
import { removeFirstWords } from '../../shared/ui/first-words';
import { Spinner } from '../../shared/ui/spinner';
import { AmenityFilter } from './amenity-filter';
import { searchVenuesQuery } from './api/search-venues';
import { useWideScreen } from './map/use-wide-screen';
import { ResultSummary } from './result-summary';
import { VenueCard } from './venue-card';
import styles from './browse.module.css';

// Leaflet and the map's code load after the list has shown (docs/decisions/029-map-search.md).
const MapPanel = lazy(() => import('./map/map-panel'));

/** The domain's sort options as the page names them, in the reader's language. */
const SORT_LABELS: Record<SortKey, MessageDescriptor> = {
  newest: msg`Newest to Oldest`,
  'price-asc': msg`Price: Low to High`,
  'price-desc': msg`Price: High to Low`,
  'rating-desc': msg`Rating: High to Low`,
  popular: msg`Most Popular`,
};

export default function BrowsePage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const { state, note } = readBrowseParams(params);
  const results = useRef<HTMLElement>(null);
  const query = useQuery(searchVenuesQuery(state));
  // The cards, and the photos they ask for, come once the page around them has been painted:
  // its first paint does not wait for them (or race their photos for a phone's connection).
  const painted = usePainted();
  // The server drew the offer first; the page's own is under it from this first render.
  useEffect(() => afterNextPaint(removeFirstWords), []);
  const data = painted ? query.data : undefined;
  const wide = useWideScreen();
  const [shown, setShown] = useState<'list' | 'map'>('list');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [listHasShown, setListHasShown] = useState(false);
  if (data && !listHasShown) setListHasShown(true);

  // The forms start again only when the URL's filters change (Back, Forward, a search, Clear):
  // a move of the map, a sort or a page keeps what the traveller is filling in.
  const filtersKey = new URLSearchParams(
    paramsFromBrowseState({ filters: state.filters, sort: DEFAULT_SORT_KEY, page: 1 }),
  ).toString();

  const update = (next: BrowseState) => setParams(paramsFromBrowseState(next));
  // A move of the map replaces the entry: Back leaves Browse rather than replaying each pan.
  const searchArea = (box: MapBox) =>
    setParams(paramsFromBrowseState({ ...state, box, page: 1 }), { replace: true });
  const showList = wide || shown === 'list';
  const changePage = (page: number) => {
    update({ ...state, page });
    scrollToElement(results.current);
  };

  return (
    <div className={styles.page}>
      <section className={styles.promo} aria-label={t`Discounts`}>
        <p className={styles.promoTitle}>
          <Trans>Longer stays can cost less</Trans>
        </p>
        <p>
          <Trans>
            Some hosts give weekly and monthly discounts: pick your dates to see the total.
          </Trans>
        </p>
      </section>
      <h1 className={styles.heading}>
        <Trans>Browse venues</Trans>
      </h1>
      <p className={styles.linkNote} role="status">
        {note}
      </p>
      <SearchForm
        key={`search-${filtersKey}`}
        initial={state.filters}
        clearLabel={t`Clear Search`}
        onSearch={(filters) => update({ ...state, filters, page: 1 })}
        // The map's area stays: the map does not move back, so the list keeps to what it shows.
        onClear={() =>
          update({ filters: DEFAULT_SEARCH_FILTERS, sort: state.sort, page: 1, box: state.box })
        }
      />
      {!wide && (
        <div className={styles.viewSwitch} role="group" aria-label={t`Show results as`}>
          {(['list', 'map'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={shown === view}
              onClick={() => setShown(view)}
            >
              {view === 'list' ? t`List` : t`Map`}
            </button>
          ))}
        </div>
      )}
      <div className={`${styles.layout} ${wide ? styles.withMap : ''}`}>
        <AmenityFilter
          key={`amenities-${filtersKey}`}
          initial={state.filters.amenities}
          onApply={(amenities) =>
            update({ ...state, filters: { ...state.filters, amenities }, page: 1 })
          }
        />
        <section
          ref={results}
          hidden={!showList}
          className={styles.results}
          aria-labelledby="results-title"
          aria-busy={query.isFetching}
        >
          <h2 id="results-title" className="visually-hidden">
            <Trans>Results</Trans>
          </h2>
          <div className={styles.toolbar}>
            <ResultSummary
              total={data?.meta.totalCount}
              filters={state.filters}
              inMapArea={state.box !== undefined}
            />
            <label className={styles.sort}>
              <Trans>Sort by</Trans>
              <select
                value={state.sort}
                onChange={(event) =>
                  update({ ...state, sort: event.target.value as SortKey, page: 1 })
                }
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.key} value={option.key}>
                    {i18n._(SORT_LABELS[option.key])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {(query.isPending || (query.data && !data)) && <Spinner label={t`Finding venues`} />}
          {query.isError && <Alert>{apiErrorMessage(query.error, t`Failed to load venues`)}</Alert>}
          {data && data.venues.length === 0 && (
            <EmptyState>
              <Trans>
                No venues match your search. Try other dates, fewer guests or fewer amenities.
              </Trans>
            </EmptyState>
          )}
          {data && (
            <div className={styles.grid}>
              {data.venues.map((venue, index) => (
                // Hover or focus anywhere in the card lights its pin on the map, and back.
                <div
                  key={venue.id}
                  className={highlighted === venue.id ? styles.highlighted : undefined}
                  data-venue-id={venue.id}
                  onMouseEnter={() => setHighlighted(venue.id)}
                  onMouseLeave={() => setHighlighted(null)}
                  onFocus={() => setHighlighted(venue.id)}
                  onBlur={() => setHighlighted(null)}
                >
                  <VenueCard venue={venue} filters={state.filters} priority={index < 3} />
                </div>
              ))}
            </div>
          )}
          {data && (
            <Pagination
              page={state.page}
              pageCount={data.meta.pageCount}
              onChange={changePage}
              label={t`Result pages`}
            />
          )}
        </section>
        {(wide || shown === 'map') && (
          <section className={styles.mapPanel} aria-label={t`Map of the venues found`}>
            {listHasShown ? (
              <Suspense fallback={<p className={styles.mapLoading}>{t`Loading map…`}</p>}>
                <MapPanel
                  state={state}
                  onSearchArea={searchArea}
                  highlighted={highlighted}
                  onHighlight={setHighlighted}
                />
              </Suspense>
            ) : (
              <p className={styles.mapLoading}>{t`Loading map…`}</p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
