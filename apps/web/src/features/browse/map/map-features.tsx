import { useEffect, useMemo, useRef } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import L, { type Marker as LeafletMarker } from 'leaflet';
import type { MapFeature, VenueSearchFilters } from '@holidaze/domain';
import { paths } from '../../../shared/routes';
import { clusterLabel, pinLabel, pinPrice, pinText, spotLabel } from './pin-labels';
import { nearestCopy } from './map-view';
import { SpotVenues } from './spot-venues';
import styles from './browse-map.module.css';

type Feature<K extends MapFeature['kind']> = Extract<MapFeature, { kind: K }>;

interface FeaturesProps {
  features: MapFeature[];
  filters: VenueSearchFilters;
  centreLng: number;
  highlighted: string | null;
  onHighlight: (id: string | null) => void;
}

/** Gives the marker's element its accessible name (set as text, never as HTML). */
function named(label: string) {
  return (event: L.LeafletEvent) => {
    (event.target as LeafletMarker).getElement()?.setAttribute('aria-label', label);
  };
}

/** A count or a price in a round or a tag: no user text ever goes into the icon's HTML. */
const icon = (className: string, text: string) =>
  L.divIcon({ className, html: `<span>${text}</span>`, iconSize: undefined });

function VenuePin(props: {
  pin: Feature<'venue'>;
  filters: VenueSearchFilters;
  lng: number;
  highlighted: boolean;
  onHighlight: (id: string | null) => void;
}) {
  const { pin, filters, lng, highlighted, onHighlight } = props;
  const marker = useRef<LeafletMarker>(null);
  const pinIcon = useMemo(
    () => icon(`${styles.pin} ${pin.unavailable ? styles.pinTaken : ''}`, pinText(pin)),
    [pin],
  );
  // The element is kept and its class toggled: a new icon would take the focus from the pin.
  useEffect(() => {
    marker.current?.getElement()?.classList.toggle(styles.highlighted!, highlighted);
  }, [highlighted]);
  const withDates = Boolean(filters.dateFrom && filters.dateTo);
  const href = paths.venue(pin.id, {
    ...(withDates ? { dateFrom: filters.dateFrom, dateTo: filters.dateTo } : {}),
    guests: filters.guests,
  });
  return (
    <Marker
      ref={marker}
      position={[pin.lat, lng]}
      icon={pinIcon}
      eventHandlers={{
        add: (event) => {
          named(pinLabel(pin, filters))(event);
          const element = (event.target as LeafletMarker).getElement();
          element?.setAttribute('data-venue-id', pin.id);
          element?.classList.toggle(styles.highlighted!, highlighted);
          element?.addEventListener('focus', () => onHighlight(pin.id));
          element?.addEventListener('blur', () => onHighlight(null));
        },
        mouseover: () => onHighlight(pin.id),
        mouseout: () => onHighlight(null),
      }}
    >
      <Popup>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {pin.name}
        </a>
        <br />
        {pinPrice(pin, filters)}
      </Popup>
    </Marker>
  );
}

function ClusterPin({ cluster, lng }: { cluster: Feature<'cluster'>; lng: number }) {
  const map = useMap();
  const shift = lng - cluster.lng;
  const zoomIn = () => {
    const { west, south, east, north } = cluster.bounds;
    map.fitBounds(
      [
        [south, west + shift],
        [north, east + shift],
      ],
      { padding: [40, 40], maxZoom: Math.max(map.getZoom() + 1, Math.min(map.getMaxZoom(), 16)) },
    );
  };
  return (
    <Marker
      position={[cluster.lat, lng]}
      icon={icon(styles.cluster!, String(cluster.count))}
      eventHandlers={{
        add: named(clusterLabel(cluster.count)),
        click: zoomIn,
        keypress: (event) => {
          const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
          if (key === 'Enter' || key === ' ') zoomIn();
        },
      }}
    />
  );
}

function SpotPin(props: { spot: Feature<'spot'>; lng: number; filters: VenueSearchFilters }) {
  const { spot, lng, filters } = props;
  return (
    <Marker
      position={[spot.lat, lng]}
      icon={icon(`${styles.cluster} ${styles.spot}`, String(spot.count))}
      eventHandlers={{ add: named(spotLabel(spot.count)) }}
    >
      <Popup>
        <SpotVenues lat={spot.lat} lng={spot.lng} filters={filters} />
      </Popup>
    </Marker>
  );
}

/** The server's features, each on the copy of the world nearest the map's centre. */
export function MapFeatures({
  features,
  filters,
  centreLng,
  highlighted,
  onHighlight,
}: FeaturesProps) {
  return features.map((feature) => {
    const lng = nearestCopy(feature.lng, centreLng);
    switch (feature.kind) {
      case 'venue':
        return (
          <VenuePin
            key={`v-${feature.id}`}
            pin={feature}
            filters={filters}
            lng={lng}
            highlighted={highlighted === feature.id}
            onHighlight={onHighlight}
          />
        );
      case 'cluster':
        return (
          <ClusterPin
            key={`c-${feature.lat},${feature.lng},${feature.count}`}
            cluster={feature}
            lng={lng}
          />
        );
      case 'spot':
        return (
          <SpotPin
            key={`s-${feature.lat},${feature.lng}`}
            spot={feature}
            lng={lng}
            filters={filters}
          />
        );
    }
  });
}
