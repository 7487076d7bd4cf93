import { useCallback } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import { config } from '../../../shared/config';
import '../../../shared/map/leaflet-setup';
import styles from './venue-map.module.css';

export const VENUE_MAP_ZOOM = 13;

export interface VenueMapProps {
  lat: number;
  lng: number;
  venueName: string;
  /** Asked for from the keyboard: the map takes the focus once it is there. */
  takeFocus?: boolean;
}

/**
 * The venue on a map, inside the frame of venue-location-map.tsx; loaded on its own (React.lazy)
 * so Leaflet stays out of the page's first load.
 */
export default function VenueMap({ lat, lng, venueName, takeFocus = false }: VenueMapProps) {
  const focusOnce = useCallback(
    (map: LeafletMap | null) => {
      const container = map?.getContainer();
      // Only from the frame holding it for the map, never from wherever the user has gone since.
      if (takeFocus && container && document.activeElement === container.parentElement) {
        container.focus();
      }
    },
    [takeFocus],
  );
  return (
    <MapContainer
      ref={focusOnce}
      center={[lat, lng]}
      zoom={VENUE_MAP_ZOOM}
      scrollWheelZoom={false}
      className={styles.map}
    >
      <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
      <Marker position={[lat, lng]}>
        <Popup>{venueName}</Popup>
      </Marker>
    </MapContainer>
  );
}
