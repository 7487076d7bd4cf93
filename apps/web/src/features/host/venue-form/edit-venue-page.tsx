import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { venueToFormValues, type Venue } from '@holidaze/domain';
import { ApiError } from '../../../shared/api/http-client';
import { paths } from '../../../shared/routes';
import { Alert } from '../../../shared/ui/alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useHostArea } from '../layout/host-context';
import { useVenueForEdit } from './api/venue-for-edit';
import { useVenueFormSave } from './use-venue-form-save';
import { VenueForm } from './venue-form';
import styles from './venue-form.module.css';

export default function EditVenuePage() {
  const { venueId = '' } = useParams();
  const { username } = useHostArea();
  const query = useVenueForEdit(venueId);
  const { t } = useLingui();
  if (query.isPending) return <Spinner label={t`Loading venue`} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <Alert>{missing ? t`Venue not found` : t`Error loading venue`}</Alert>;
  }
  // Someone else's venue is not there for this manager to edit.
  if (query.data.owner?.name !== username) return <Alert>{t`Venue not found`}</Alert>;
  return <EditForm key={query.data.id} venue={query.data} username={username} />;
}

function EditForm({ venue, username }: { venue: Venue; username: string }) {
  const navigate = useNavigate();
  const save = useVenueFormSave(username, venue.id);
  const { t } = useLingui();
  const name = venue.name;
  return (
    <VenueForm
      title={t`Edit ${name}`}
      initialValues={venueToFormValues(venue)}
      submitLabel={t`Update Venue`}
      savingLabel={t`Updating...`}
      saving={save.saving}
      error={save.error}
      cancelTo={paths.adminManageVenues(username)}
      morePrices={
        <p className={styles.hint}>
          <Trans>
            Weekend and seasonal prices, fees, discounts and the cancellation policy are set on the
            venue&apos;s calendar page.{' '}
            <Link to={paths.adminVenuePricing(username, venue.id)}>
              Set prices, fees and policy
            </Link>
          </Trans>
        </p>
      }
      onSubmit={(payload) =>
        save.submit(payload, () => void navigate(paths.adminManageVenues(username)))
      }
    />
  );
}
