import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { config } from '../../../shared/config';
import styles from './venue-map.module.css';

export const VENUE_MAP_ZOOM = 13;

// Leaflet guesses its marker image folder from its stylesheet, which a bundler rewrites; drop the
// guess and hand it the bundled images instead.
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

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
