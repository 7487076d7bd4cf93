import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { DEFAULT_LAT, DEFAULT_LNG } from '@holidaze/domain';
import { useLingui } from '@lingui/react/macro';
import { config } from '../../../shared/config';
import '../../../shared/map/leaflet-setup';
import styles from './venue-form.module.css';

/** The venue form's map starts with the whole world in view (spec §9). */
export const FORM_MAP_ZOOM = 2;

export interface LocationMapProps {
  lat: number | null;
  lng: number | null;
  onPick(lat: number, lng: number): void;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function ClickToPick({ onPick }: Pick<LocationMapProps, 'onPick'>) {
  useMapEvents({
    click(event) {
      const { lat, lng } = event.latlng.wrap();
      onPick(round(lat), round(lng));
    },
  });
  return null;
}

/** Click the map to place the venue: the marker moves there and lat / lng take its position. */
export default function LocationMap({ lat, lng, onPick }: LocationMapProps) {
  const { t } = useLingui();
  const placed = lat !== null && lng !== null;
  return (
    <div className={styles.mapFrame} role="region" aria-label={t`Map: click to set the location`}>
      <MapContainer
        center={placed ? [lat, lng] : [DEFAULT_LAT, DEFAULT_LNG]}
        zoom={FORM_MAP_ZOOM}
        scrollWheelZoom={false}
        className={styles.map}
      >
        <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
        <ClickToPick onPick={onPick} />
        {placed && <Marker position={[lat, lng]} />}
      </MapContainer>
    </div>
  );
}
