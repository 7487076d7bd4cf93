import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import {
  formatMapBox,
  type MapAnswer,
  type MapBox,
  type VenueSearchFilters,
} from '@holidaze/domain';
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
  /**
   * With no box to open on, the results' extent: the map opens on it and follows it as it
   * changes, until the page stops giving one (the traveller moved the map).
   */
  fitBox?: MapBox | undefined;
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

/** Room around the results' extent, and no closer than a town for a single venue. */
const FIT_OPTIONS = { padding: [40, 40] as [number, number], maxZoom: 12 };
const cornersOf = (box: MapBox): [[number, number], [number, number]] => {
  const edges = viewOfBox(box);
  return [
    [edges.south, edges.west],
    [edges.north, edges.east],
  ];
};

/** Moves the map to a new extent of the results; `quietRef` marks the move as not the traveller's. */
function FitToResults({
  box,
  quietRef,
}: {
  box: MapBox | undefined;
  quietRef: RefObject<boolean>;
}) {
  const map = useMap();
  const key = box ? formatMapBox(box) : '';
  const fitted = useRef(key);
  useEffect(() => {
    if (!box || key === fitted.current) return;
    fitted.current = key;
    quietRef.current = true;
    // Without animation Leaflet ends the move, moveend included, before fitBounds returns.
    map.fitBounds(cornersOf(box), { ...FIT_OPTIONS, animate: false });
    quietRef.current = false;
  }, [map, box, key, quietRef]);
  return null;
}

function ViewWatcher({ onView, quietRef }: { onView: Watched; quietRef: RefObject<boolean> }) {
  const map = useMap();
  const latest = useRef(onView);
  useEffect(() => {
    latest.current = onView;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    latest.current(viewOf(map), false);
    const moved = () => {
      const byTraveller = !quietRef.current;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(viewOf(map), byTraveller), MOVE_DEBOUNCE_MS);
    };
    map.on('moveend', moved);
    return () => {
      clearTimeout(timer);
      map.off('moveend', moved);
    };
  }, [map, quietRef]);
  return null;
}

/**
 * The browse map (loaded on its own after the list shows, React.lazy): clusters with their
 * counts, spots of several venues at one address and priced pins, all from the server for the
 * view (docs/decisions/029-map-search.md). It reports where the traveller moved it; the page
 * decides what the list does with that. Without tiles it says so; the list does not need it.
 */
export default function BrowseMap(props: BrowseMapProps) {
  const { initialBox, fitBox, answer, filters, onView, highlighted, onHighlight } = props;
  const [centreLng, setCentreLng] = useState(0);
  const [tiles, setTiles] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [opening] = useState(() => cornersOf(initialBox ?? fitBox ?? boxOfView(DEFAULT_VIEW)));
  // A box from the URL is shown as it is (so it stays the URL's); the results' extent with room.
  const [openingOptions] = useState(() => (initialBox || !fitBox ? undefined : FIT_OPTIONS));
  const quietRef = useRef(false);

  return (
    <div className={styles.frame}>
      <MapContainer
        bounds={opening}
        boundsOptions={openingOptions}
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
        <FitToResults box={initialBox ? undefined : fitBox} quietRef={quietRef} />
        <ViewWatcher
          quietRef={quietRef}
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
          <Trans>
            The map itself could not be loaded (you may be offline, or the map server is down). The
            pins still show where venues are, and the list works as always.
          </Trans>
        </p>
      )}
    </div>
  );
}
