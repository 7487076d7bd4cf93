import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../../shared/routes';
import { Alert } from '../../../shared/ui/alert';

/** The venue just created, handed to Manage Properties in the navigation state. */
export interface CreatedVenue {
  id: string;
  name: string;
}

function createdVenue(state: unknown): CreatedVenue | null {
  const created = (state as { created?: Partial<CreatedVenue> } | null)?.created;
  return typeof created?.id === 'string' && typeof created.name === 'string'
    ? { id: created.id, name: created.name }
    : null;
}

/**
 * After "Property created", the step a new host would otherwise not find: the venue form has the
 * nightly price only, and the rates, fees, discounts and cancellation policy are set on the
 * venue's calendar page.
 */
export function CreatedVenueNextStep({ username }: { username: string }) {
  const created = createdVenue(useLocation().state);
  if (!created) return null;
  const name = created.name;
  return (
    <Alert tone="success">
      <Trans>
        <strong>{name} is listed.</strong> Next, set its weekend and seasonal prices, cleaning and
        guest fees, discounts and cancellation policy.{' '}
        <Link to={paths.adminVenuePricing(username, created.id)}>Set prices, fees and policy</Link>
      </Trans>
    </Alert>
  );
}
