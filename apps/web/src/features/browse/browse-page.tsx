import {
  DEFAULT_SEARCH_FILTERS,
  DEFAULT_SORT_KEY,
  SORT_OPTIONS,
  type MapBox,
  type SortKey,
} from '@holidaze/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useRef, useState } from 'react';
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
import { usePainted } from '../../shared/ui/after-paint';
import { Spinner } from '../../shared/ui/spinner';
import { AmenityFilter } from './amenity-filter';
import { searchVenuesQuery } from './api/search-venues';
import { useWideScreen } from './map/use-wide-screen';
import { ResultSummary } from './result-summary';
import { VenueCard } from './venue-card';
import styles from './browse.module.css';

// Leaflet and the map's code load after the list has shown (docs/decisions/029-map-search.md).
const MapPanel = lazy(() => import('./map/map-panel'));

export default function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const { state, note } = readBrowseParams(params);
  const results = useRef<HTMLElement>(null);
  const query = useQuery(searchVenuesQuery(state));
  // The cards, and the photos they ask for, come once the page around them has been painted:
  // its first paint does not wait for them (or race their photos for a phone's connection).
  const painted = usePainted();
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
      <section className={styles.promo} aria-label="Discounts">
        <p className={styles.promoTitle}>Longer stays can cost less</p>
        <p>Some hosts give weekly and monthly discounts: pick your dates to see the total.</p>
      </section>
      <h1 className={styles.heading}>Browse venues</h1>
      <p className={styles.linkNote} role="status">
        {note}
      </p>
      <SearchForm
        key={`search-${filtersKey}`}
        initial={state.filters}
        clearLabel="Clear Search"
        onSearch={(filters) => update({ ...state, filters, page: 1 })}
        // The map's area stays: the map does not move back, so the list keeps to what it shows.
        onClear={() =>
          update({ filters: DEFAULT_SEARCH_FILTERS, sort: state.sort, page: 1, box: state.box })
        }
      />
      {!wide && (
        <div className={styles.viewSwitch} role="group" aria-label="Show results as">
          {(['list', 'map'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={shown === view}
              onClick={() => setShown(view)}
            >
              {view === 'list' ? 'List' : 'Map'}
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
            Results
          </h2>
          <div className={styles.toolbar}>
            {data && (
              <ResultSummary
                total={data.meta.totalCount}
                filters={state.filters}
                inMapArea={state.box !== undefined}
              />
            )}
            <label className={styles.sort}>
              Sort by
              <select
                value={state.sort}
                onChange={(event) =>
                  update({ ...state, sort: event.target.value as SortKey, page: 1 })
                }
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {(query.isPending || (query.data && !data)) && <Spinner label="Finding venues" />}
          {query.isError && <Alert>{apiErrorMessage(query.error, 'Failed to load venues')}</Alert>}
          {data && data.venues.length === 0 && (
            <EmptyState>
              No venues match your search. Try other dates, fewer guests or fewer amenities.
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
              label="Result pages"
            />
          )}
        </section>
        {(wide || shown === 'map') && (
          <section className={styles.mapPanel} aria-label="Map of the venues found">
            {listHasShown ? (
              <Suspense fallback={<p className={styles.mapLoading}>Loading map…</p>}>
                <MapPanel
                  state={state}
                  onSearchArea={searchArea}
                  highlighted={highlighted}
                  onHighlight={setHighlighted}
                />
              </Suspense>
            ) : (
              <p className={styles.mapLoading}>Loading map…</p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
