import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
        <Trans>Search as I move the map</Trans>
      </label>
      {canSearchArea && (
        <button
          type="button"
          className={`${ui.pillButton} ${styles.searchArea}`}
          onClick={onSearchArea}
        >
          <Trans>Search this area</Trans>
        </button>
      )}
      <p className={styles.mapNote} role="status">
        {unplaced > 0 &&
          plural(unplaced, {
            one: '# result has no location and is not on the map.',
            other: '# results have no location and are not on the map.',
          })}
      </p>
    </div>
  );
}
