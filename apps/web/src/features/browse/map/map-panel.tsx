import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MapBox } from '@holidaze/domain';
import type { BrowseState } from '../../../shared/search';
import { venueMapQuery, type MapView } from '../api/venue-map';
import BrowseMap from './browse-map';
import { MapControls } from './map-controls';
import { extentOf } from './map-view';
import styles from '../browse.module.css';

const WORLD: MapBox = { west: -180, south: -90, east: 180, north: 90 };

/**
 * The map beside (or instead of) the list, loaded after the list showed: the map's own answer
 * for its view with the list's filters, and "Search as I move the map" (on by default), which
 * hands each settled move to the page to put in the URL. Off, the traveller searches an area
 * with a button instead. With no box in the URL, until the traveller moves it, the map shows
 * where the list's results are (docs/decisions/029-map-search.md).
 */
export default function MapPanel(props: {
  state: BrowseState;
  onSearchArea: (box: MapBox) => void;
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
}) {
  const { state, onSearchArea, highlighted, onHighlight } = props;
  const { t } = useLingui();
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [view, setView] = useState<MapView | null>(null);
  const [moved, setMoved] = useState(false);
  const answer = useQuery({
    ...venueMapQuery(state.filters, view ?? { box: WORLD, zoom: 1 }),
    enabled: view !== null,
  });
  // The list without a box holds every result: the map shows them all, from the answer over the
  // whole world, and follows each new search until the traveller takes it somewhere.
  const fitting = state.box === undefined && !moved;
  const everywhere = useQuery({
    ...venueMapQuery(state.filters, { box: WORLD, zoom: 0 }),
    enabled: fitting,
  });
  const extent = fitting && everywhere.data ? extentOf(everywhere.data) : undefined;
  const ready = !fitting || everywhere.data !== undefined || everywhere.isError;
  const onView = (next: MapView, byTraveller: boolean) => {
    setView(next);
    if (!byTraveller) return;
    setMoved(true);
    if (searchAsMove) onSearchArea(next.box);
  };
  return (
    <>
      <MapControls
        searchAsMove={searchAsMove}
        onSearchAsMove={setSearchAsMove}
        canSearchArea={!searchAsMove && moved && view !== null}
        onSearchArea={() => view && onSearchArea(view.box)}
        answer={answer.data}
      />
      <div className={styles.mapArea}>
        {ready ? (
          <BrowseMap
            initialBox={state.box}
            fitBox={extent}
            answer={answer.data}
            filters={state.filters}
            onView={onView}
            highlighted={highlighted}
            onHighlight={onHighlight}
          />
        ) : (
          <p className={styles.mapLoading}>{t`Loading map…`}</p>
        )}
      </div>
    </>
  );
}
