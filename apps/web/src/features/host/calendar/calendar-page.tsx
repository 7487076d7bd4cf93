import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { MonthBar } from './month-bar';
import styles from './venue-calendar.module.css';

/**
 * A calendar page of the host's area (one venue's, or all of them): the way back to the venues,
 * the heading, the month's bar, and the month while it loads or when it failed. `children` show
 * the loaded month.
 */
export function CalendarPage(props: {
  headingId: string;
  heading: ReactNode;
  month: string;
  goTo(month: string): void;
  calendar: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  // The area's own name from the URL, not the host context: each page stays a chunk of its own.
  const { adminId: username = '' } = useParams();
  const { t } = useLingui();
  const { calendar } = props;
  return (
    <section aria-labelledby={props.headingId} className={styles.page}>
      <p>
        <Link to={paths.adminManageVenues(username)}>
          <Trans>← Manage Properties</Trans>
        </Link>
      </p>
      <h2 id={props.headingId}>{props.heading}</h2>
      <MonthBar month={props.month} goTo={props.goTo} />
      {calendar.isPending && <Spinner label={t`Loading the calendar`} />}
      {calendar.isError && (
        <Alert>{apiErrorMessage(calendar.error, t`The calendar could not be loaded.`)}</Alert>
      )}
      {props.children}
    </section>
  );
}
