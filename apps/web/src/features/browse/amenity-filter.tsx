import { AMENITY_KEYS, type Amenities } from '@holidaze/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import styles from './browse.module.css';
import ui from '../../shared/ui/ui.module.css';

export const AMENITY_LABELS: Record<keyof Amenities, string> = {
  wifi: 'Has Wifi',
  parking: 'Has Parking',
  breakfast: 'Includes Breakfast',
  pets: 'Pets Allowed',
};

/** The amenity panel; on narrow screens it is toggled by Show / Hide Amenities. */
export function AmenityFilter({
  initial,
  onApply,
}: {
  initial: Amenities;
  onApply(amenities: Amenities): void;
}) {
  const [amenities, setAmenities] = useState(initial);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(amenities);
  }

  return (
    <div className={styles.amenities}>
      <button
        type="button"
        className={styles.amenityToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide Amenities' : 'Show Amenities'}
      </button>
      <form
        id={panelId}
        className={`${styles.amenityPanel} ${open ? styles.amenityPanelOpen : ''}`}
        onSubmit={apply}
      >
        <fieldset className={ui.choices}>
          <legend>Amenities</legend>
          {AMENITY_KEYS.map((key) => (
            <label key={key} className={ui.choice}>
              <input
                type="checkbox"
                checked={amenities[key]}
                onChange={(event) => setAmenities({ ...amenities, [key]: event.target.checked })}
              />
              {AMENITY_LABELS[key]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="secondary">
          Apply Filter
        </Button>
      </form>
    </div>
  );
}
