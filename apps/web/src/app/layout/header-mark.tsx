import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import styles from './layout.module.css';

/** Where each mark leads, its name, and its 24 × 24 outline's path. */
const marks = {
  messages: {
    to: paths.messages,
    name: msg`Messages`,
    icon: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
  },
  notifications: {
    to: paths.notifications,
    name: msg`Notifications`,
    icon: 'M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 20a2 2 0 0 0 3.4 0',
  },
} as const;

/**
 * A header link with its unread count (the inbox, the bell): the count is in its name for a
 * screen reader and in a badge for the eye.
 */
export function HeaderMark({ mark, unread }: { mark: keyof typeof marks; unread: number }) {
  const { i18n } = useLingui();
  const { to, icon } = marks[mark];
  const name = i18n._(marks[mark].name);
  const label =
    unread === 0 ? name : plural(unread, { one: `${name}, # unread`, other: `${name}, # unread` });
  return (
    <Link to={to} className={styles.bell} aria-label={label} title={label}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none">
        <path
          d={icon}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span className={styles.bellCount} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
