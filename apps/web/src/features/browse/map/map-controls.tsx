import type { MapAnswer } from '@holidaze/domain';
import styles from '../browse.module.css';
import ui from '../../../shared/ui/ui.module.css';

/**
 * Above the map: whether moving it searches (on by default), "Search this area" when it does not,
 * and what the map cannot show: how many results have no location.
 */
export function MapControls(props: {
  searchAsMove: boolean;
  onSearchAsMove: (on: boolean) => void;
  canSearchArea: boolean;
  onSearchArea: () => void;
  answer: MapAnswer | undefined;
}) {
  const { searchAsMove, onSearchAsMove, canSearchArea, onSearchArea, answer } = props;
  const unplaced = answer?.withoutLocation ?? 0;
  return (
    <div className={styles.mapControls}>
      <label className={ui.choice}>
        <input
          type="checkbox"
          checked={searchAsMove}
          onChange={(event) => onSearchAsMove(event.target.checked)}
        />
        Search as I move the map
      </label>
      {canSearchArea && (
        <button
          type="button"
          className={`${ui.pillButton} ${styles.searchArea}`}
          onClick={onSearchArea}
        >
          Search this area
        </button>
      )}
      <p className={styles.mapNote} role="status">
        {unplaced > 0 &&
          `${unplaced} ${unplaced === 1 ? 'result has' : 'results have'} no location and ${unplaced === 1 ? 'is' : 'are'} not on the map.`}
      </p>
    </div>
  );
}
