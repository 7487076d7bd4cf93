import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useRef, useState } from 'react';
import { useNearViewport } from '../../../shared/ui/use-near-viewport';
import styles from './venue-map.module.css';
import ui from '../../../shared/ui/ui.module.css';

// Leaflet, its stylesheet and the tiles load only when the map is about to be seen.
const VenueMap = lazy(() => import('./venue-map'));

export interface VenueLocationMapProps {
  lat: number;
  lng: number;
  venueName: string;
}

/**
 * The venue's map, loaded when its place on the page comes near the screen. Until then a frame of
 * the same size holds its place (nothing moves when it arrives) and the region is already there
 * for screen readers. Its "Show map" button is for keyboards: focused, it loads the map and hands
 * the focus on to it, so a keyboard user never drops out of the page.
 */
export function VenueLocationMap({ lat, lng, venueName }: VenueLocationMapProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const [asked, setAsked] = useState(false);
  const ask = () => {
    // The button is about to go: the frame keeps the focus until the map can take it.
    frame.current?.focus();
    setAsked(true);
  };

  return (
    <div
      ref={frame}
      className={styles.frame}
      role="region"
      aria-label={t`Map showing where ${venueName} is`}
      tabIndex={-1}
    >
      {near || asked ? (
        <Suspense
          fallback={
            <p className={styles.placeholder}>
              <Trans>Loading map…</Trans>
            </p>
          }
        >
          <VenueMap lat={lat} lng={lng} venueName={venueName} takeFocus={asked} />
        </Suspense>
      ) : (
        <div className={styles.placeholder}>
          <button type="button" className={ui.pillButton} onClick={ask} onFocus={ask}>
            <Trans>Show map</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
