import { useEffect, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { MapAnswer, MapBox, VenueSearchFilters } from '@holidaze/domain';
import { config } from '../../../shared/config';
import '../../../shared/map/leaflet-setup';
import type { MapView } from '../api/venue-map';
import { MapFeatures } from './map-features';
import { DEFAULT_VIEW, boxOfView, viewOfBox } from './map-view';
import styles from './browse-map.module.css';

/** How long the map waits after the traveller stops moving it before it searches. */
export const MOVE_DEBOUNCE_MS = 300;

export interface BrowseMapProps {
  /** Where the map opens; read once. The map never moves itself after that (no refit). */
  initialBox: MapBox | undefined;
  answer: MapAnswer | undefined;
  filters: VenueSearchFilters;
  /** The view after each settled move; `byTraveller` is false for the first, as it opened. */
  onView: (view: MapView, byTraveller: boolean) => void;
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
}

function viewOf(map: LeafletMap): MapView & { centreLng: number } {
  const bounds = map.getBounds();
  return {
    box: boxOfView({
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    }),
    zoom: Math.round(map.getZoom()),
    centreLng: map.getCenter().lng,
  };
}

/** Reports the view as the map opened, then after each move once it has settled for a moment. */
type Watched = (view: MapView & { centreLng: number }, byTraveller: boolean) => void;

function ViewWatcher({ onView }: { onView: Watched }) {
  const map = useMap();
  const latest = useRef(onView);
  useEffect(() => {
    latest.current = onView;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    latest.current(viewOf(map), false);
    const moved = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(viewOf(map), true), MOVE_DEBOUNCE_MS);
    };
    map.on('moveend', moved);
    return () => {
      clearTimeout(timer);
      map.off('moveend', moved);
    };
  }, [map]);
  return null;
}

/**
 * The browse map (loaded on its own after the list shows, React.lazy): clusters with their
 * counts, spots of several venues at one address and priced pins, all from the server for the
 * view (docs/decisions/029-map-search.md). It reports where the traveller moved it; the page
 * decides what the list does with that. Without tiles it says so; the list does not need it.
 */
export default function BrowseMap(props: BrowseMapProps) {
  const { initialBox, answer, filters, onView, highlighted, onHighlight } = props;
  const [centreLng, setCentreLng] = useState(0);
  const [tiles, setTiles] = useState<'loading' | 'shown' | 'failed'>('loading');
  const start = viewOfBox(initialBox ?? boxOfView(DEFAULT_VIEW));
  const [opening] = useState<[[number, number], [number, number]]>([
    [start.south, start.west],
    [start.north, start.east],
  ]);

  return (
    <div className={styles.frame}>
      <MapContainer
        bounds={opening}
        className={styles.map}
        minZoom={1}
        maxZoom={18}
        worldCopyJump={false}
      >
        <TileLayer
          url={config.tileUrl}
          attribution={config.tileAttribution}
          eventHandlers={{
            tileload: () => setTiles('shown'),
            tileerror: () => setTiles((now) => (now === 'shown' ? now : 'failed')),
          }}
        />
        <ViewWatcher
          onView={(view, byTraveller) => {
            setCentreLng(view.centreLng);
            onView({ box: view.box, zoom: view.zoom }, byTraveller);
          }}
        />
        {answer && (
          <MapFeatures
            features={answer.features}
            filters={filters}
            centreLng={centreLng}
            highlighted={highlighted}
            onHighlight={onHighlight}
          />
        )}
      </MapContainer>
      {tiles === 'failed' && (
        <p className={styles.noTiles} role="status">
          The map itself could not be loaded (you may be offline, or the map server is down). The
          pins still show where venues are, and the list works as always.
        </p>
      )}
    </div>
  );
}
