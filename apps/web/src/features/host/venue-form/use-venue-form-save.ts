import { useState } from 'react';
import type { Venue, VenueFormPayload } from '@holidaze/domain';
import { useAccountGuard } from '../../../shared/session';
import { useSaveVenue } from './api/save-venue';
import { createErrorMessage, updateErrorMessage } from './save-error';

/**
 * Saves the venue form as a create (no `venueId`) or an update, and says what the form shows
 * when it cannot: the venue is never saved as another account that a different tab logged in as
 * after the form was opened.
 */
export function useVenueFormSave(username: string, venueId?: string) {
  const save = useSaveVenue(username, venueId);
  const [error, setError] = useState<string>();
  const account = useAccountGuard();
  const failureMessage = venueId ? updateErrorMessage : createErrorMessage;

  function submit(payload: VenueFormPayload, onSaved: (venue: Venue) => void) {
    setError(undefined);
    const changed = account.check();
    if (changed) {
      setError(changed);
      return;
    }
    save.mutate(payload, {
      onSuccess: onSaved,
      onError: (failure) => setError(failureMessage(failure)),
    });
  }

  return { submit, saving: save.isPending, error: account.message ?? error };
}
