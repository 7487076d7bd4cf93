import { toast } from '../../../shared/toast/toast';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { venueFormDefaults } from '@holidaze/domain';
import { paths } from '../../../shared/routes';
import { useHostArea } from '../layout/host-context';
import { useVenueFormSave } from './use-venue-form-save';
import { VenueForm } from './venue-form';

export default function NewVenuePage() {
  const { username } = useHostArea();
  const navigate = useNavigate();
  const { t } = useLingui();
  const save = useVenueFormSave(username);
  return (
    <VenueForm
      title={t`Add New Property`}
      initialValues={venueFormDefaults}
      submitLabel={t`Create Venue`}
      savingLabel={t`Creating...`}
      saving={save.saving}
      error={save.error}
      cancelTo={paths.adminManageVenues(username)}
      onSubmit={(payload) =>
        save.submit(payload, (venue) => {
          toast.success(t`Property created successfully!`, { duration: 6000 });
          // Manage Properties then leads on to the prices, fees and policy, which live on the
          // venue's calendar page, not in this form.
          void navigate(paths.adminManageVenues(username), { state: { created: venue } });
        })
      }
    />
  );
}
