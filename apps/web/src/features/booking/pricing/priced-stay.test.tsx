import { screen } from '@testing-library/react';
import { DEFAULT_STAY_RULES, PAYMENT_NOTE } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { venueRules, venueTerms } from '../../../test/handlers/venues';
import { server } from '../../../test/server';
import { showIn } from '../../../test/locale';
import { VenueTermsNote } from './priced-stay';
import { renderWithQueries } from '../../../test/render';

describe('VenueTermsNote', () => {
  it('says when to arrive and leave, what cancelling gives back, and that nothing is charged', async () => {
    server.use(
      venueRules({ ...DEFAULT_STAY_RULES, checkInTime: '15:00', checkOutTime: '11:00' }),
      venueTerms({ cancellationPolicy: 'moderate' }),
    );
    renderWithQueries(<VenueTermsNote venueId="6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11" />);
    expect(await screen.findByText('Check-in from 15:00 · Check-out by 11:00')).toBeInTheDocument();
    expect(await screen.findByText('Cancellation policy: Moderate.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Free cancellation until 10:00 UTC six days before the check-in date; after that the full price stays owed.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_NOTE)).toBeInTheDocument();
  });

  it('says the policy in Norwegian on a Norwegian page', async () => {
    await showIn('nb', ['booking']);
    server.use(venueRules(DEFAULT_STAY_RULES), venueTerms({ cancellationPolicy: 'flexible' }));
    renderWithQueries(<VenueTermsNote venueId="6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11" />);
    expect(await screen.findByText('Avbestillingsregler: Fleksibel.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Gratis avbestilling frem til kl. 10.00 UTC to dager før innsjekkingsdatoen; deretter må hele prisen betales.',
        { exact: false },
      ),
    ).toBeInTheDocument();
  });
});
