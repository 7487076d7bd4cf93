import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { config } from '../../../shared/config';
import '../../../shared/map/leaflet-setup';
import styles from './venue-map.module.css';

export const VENUE_MAP_ZOOM = 13;

export interface VenueMapProps {
  lat: number;
  lng: number;
  venueName: string;
}

/** The venue on a map; loaded on its own (React.lazy) so Leaflet stays out of the page's first load. */
export default function VenueMap({ lat, lng, venueName }: VenueMapProps) {
  return (
    <div className={styles.frame} role="region" aria-label={`Map showing where ${venueName} is`}>
      <MapContainer
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
    </div>
  );
}
