import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AMENITY_KEYS, type Amenities } from '@holidaze/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button';
import styles from './browse.module.css';
import ui from '../../shared/ui/ui.module.css';

export const AMENITY_LABELS: Record<keyof Amenities, MessageDescriptor> = {
  wifi: msg`Has Wifi`,
  parking: msg`Has Parking`,
  breakfast: msg`Includes Breakfast`,
  pets: msg`Pets Allowed`,
};

/** The amenity panel; on narrow screens it is toggled by Show / Hide Amenities. */
export function AmenityFilter({
  initial,
  onApply,
}: {
  initial: Amenities;
  onApply(amenities: Amenities): void;
}) {
  const { t, i18n } = useLingui();
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
        {open ? t`Hide Amenities` : t`Show Amenities`}
      </button>
      <form
        id={panelId}
        className={`${styles.amenityPanel} ${open ? styles.amenityPanelOpen : ''}`}
        onSubmit={apply}
      >
        <fieldset className={ui.choices}>
          <legend>
            <Trans>Amenities</Trans>
          </legend>
          {AMENITY_KEYS.map((key) => (
            <label key={key} className={ui.choice}>
              <input
                type="checkbox"
                checked={amenities[key]}
                onChange={(event) => setAmenities({ ...amenities, [key]: event.target.checked })}
              />
              {i18n._(AMENITY_LABELS[key])}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="secondary">
          <Trans>Apply Filter</Trans>
        </Button>
      </form>
    </div>
  );
}
