import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VenueMeta } from '@holidaze/domain';
import styles from './venue-details.module.css';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const AMENITIES: readonly { key: keyof VenueMeta; label: MessageDescriptor; icon: ReactNode }[] = [
  {
    key: 'wifi',
    label: msg`Wi-Fi`,
    icon: icon(
      <path
        fill="currentColor"
        d="M12 18.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5Zm0-5c2 0 3.8.8 5.1 2.1l-1.4 1.4A5.2 5.2 0 0 0 12 15.5c-1.4 0-2.7.6-3.7 1.5l-1.4-1.4A7.2 7.2 0 0 1 12 13.5Zm0-5c3.4 0 6.4 1.4 8.6 3.6l-1.4 1.4A10.1 10.1 0 0 0 12 10.5c-2.8 0-5.3 1.1-7.2 3l-1.4-1.4A12.1 12.1 0 0 1 12 8.5Zm0-5c4.8 0 9.1 1.9 12 5l-1.4 1.4A14.8 14.8 0 0 0 12 5.5c-4.2 0-7.9 1.7-10.6 4.4L0 8.5c2.9-3.1 7.2-5 12-5Z"
      />,
    ),
  },
  {
    key: 'parking',
    label: msg`Parking`,
    icon: icon(
      <path fill="currentColor" d="M5 3h8a6 6 0 0 1 0 12H9v6H5V3Zm4 4v4h4a2 2 0 1 0 0-4H9Z" />,
    ),
  },
  {
    key: 'breakfast',
    label: msg`Breakfast`,
    icon: icon(
      <path
        fill="currentColor"
        d="M3 8h14v5a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6V8Zm14 1h1.5a3 3 0 0 1 0 6H17v-2h1.5a1 1 0 0 0 0-2H17V9ZM2 21h18v2H2v-2ZM7 1h2v5H7V1Zm4 1h2v4h-2V2Z"
      />,
    ),
  },
  {
    key: 'pets',
    label: msg`Pets Allowed`,
    icon: icon(
      <path
        fill="currentColor"
        d="M12 11c3 0 6 3.5 6 6.5 0 2-1.5 3-3.2 3-1.2 0-1.9-.6-2.8-.6s-1.6.6-2.8.6C7.5 20.5 6 19.5 6 17.5 6 14.5 9 11 12 11ZM5 7.5a2.2 2.7 0 1 1 0 5.4 2.2 2.7 0 0 1 0-5.4Zm14 0a2.2 2.7 0 1 1 0 5.4 2.2 2.7 0 0 1 0-5.4ZM9 3a2.3 2.8 0 1 1 0 5.6A2.3 2.8 0 0 1 9 3Zm6 0a2.3 2.8 0 1 1 0 5.6A2.3 2.8 0 0 1 15 3Z"
      />,
    ),
  },
];

/** The four amenities, an absent one crossed out and announced as not available. */
export function AmenitiesList({ meta }: { meta: VenueMeta }) {
  const { i18n } = useLingui();
  if (!AMENITIES.some(({ key }) => meta[key])) {
    return (
      <p className={styles.muted}>
        <Trans>No amenities provided</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.amenities}>
      {AMENITIES.map(({ key, label: descriptor, icon: glyph }) => {
        const present = meta[key];
        const label = i18n._(descriptor);
        return (
          <li key={key} className={present ? styles.amenity : `${styles.amenity} ${styles.absent}`}>
            {glyph}
            <span aria-hidden={present ? undefined : 'true'}>{label}</span>
            {!present && (
              <span className="visually-hidden">
                <Trans>{label} not available</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
