import { useState } from 'react';
import { toast } from '../../../shared/toast/toast';
import { useNavigate } from 'react-router';
import { venueFormDefaults } from '@holidaze/domain';
import { paths } from '../../../shared/routes';
import { useAccountGuard } from '../../../shared/session';
import { useHostArea } from '../layout/host-context';
import { useSaveVenue } from './api/save-venue';
import { createErrorMessage } from './save-error';
import { VenueForm } from './venue-form';

export default function NewVenuePage() {
  const { username } = useHostArea();
  const navigate = useNavigate();
  const save = useSaveVenue(username);
  const [error, setError] = useState<string>();
  const account = useAccountGuard();
  return (
    <VenueForm
      title="Add New Property"
      initialValues={venueFormDefaults}
      submitLabel="Create Venue"
      savingLabel="Creating..."
      saving={save.isPending}
      error={account.message ?? error}
      cancelTo={paths.adminManageVenues(username)}
      onSubmit={(payload) => {
        setError(undefined);
        // Opened as one account, never saved as another that a different tab logged in as.
        const changed = account.check();
        if (changed) {
          setError(changed);
          return;
        }
        save.mutate(payload, {
          onSuccess: (venue) => {
            toast.success('Property created successfully!', { duration: 6000 });
            // Manage Properties then leads on to the prices, fees and policy, which live on the
            // venue's calendar page, not in this form.
            void navigate(paths.adminManageVenues(username), { state: { created: venue } });
          },
          onError: (failure) => setError(createErrorMessage(failure)),
        });
      }}
    />
  );
}
