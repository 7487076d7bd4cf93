import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MapBox } from '@holidaze/domain';
import type { BrowseState } from '../../../shared/search';
import { venueMapQuery, type MapView } from '../api/venue-map';
import BrowseMap from './browse-map';
import { MapControls } from './map-controls';
import styles from '../browse.module.css';

const WORLD: MapBox = { west: -180, south: -90, east: 180, north: 90 };

/**
 * The map beside (or instead of) the list, loaded after the list showed: the map's own answer
 * for its view with the list's filters, and "Search as I move the map" (on by default), which
 * hands each settled move to the page to put in the URL. Off, the traveller searches an area
 * with a button instead.
 */
export default function MapPanel(props: {
  state: BrowseState;
  onSearchArea: (box: MapBox) => void;
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
}) {
  const { state, onSearchArea, highlighted, onHighlight } = props;
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [view, setView] = useState<MapView | null>(null);
  const [moved, setMoved] = useState(false);
  const answer = useQuery({
    ...venueMapQuery(state.filters, view ?? { box: WORLD, zoom: 1 }),
    enabled: view !== null,
  });
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
        <BrowseMap
          initialBox={state.box}
          answer={answer.data}
          filters={state.filters}
          onView={onView}
          highlighted={highlighted}
          onHighlight={onHighlight}
        />
      </div>
    </>
  );
}
