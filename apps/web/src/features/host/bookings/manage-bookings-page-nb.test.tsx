import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayLocal } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { showIn } from '../../../test/locale';
import { makeBooking, makeVenue, renderTab } from '../test-support';
import { ManageBookingsPage } from './manage-bookings-page';

const day = (offset: number) => `${addDays(todayLocal(), offset)}T00:00:00.000Z`;

describe('ManageBookingsPage in Norwegian', () => {
  it('names the list, its filters, the bookings and the host’s cancellation in Norwegian', async () => {
    const user = userEvent.setup();
    await showIn('nb', ['host']);
    const booking = makeBooking({
      dateFrom: day(-1),
      dateTo: day(2),
      guests: 1,
      reference: 'HZ-7Q2K',
      created: '2026-07-10T09:00:00.000Z',
    });
    const summer = makeBooking({
      dateFrom: '2026-07-30T00:00:00.000Z',
      dateTo: '2026-08-02T00:00:00.000Z',
    });
    renderTab(<ManageBookingsPage />, [
      makeVenue({ name: 'Hytte', bookings: [booking] }),
      makeVenue({ name: 'Loft', bookings: [summer] }),
    ]);

    expect(
      screen.getByRole('heading', { name: 'Bestillinger på dine overnattingssteder' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Vis' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle', 'Kommende', 'Pågår', 'Fullført', 'Venter på omtale']);
    expect(screen.getByRole('combobox', { name: 'Overnattingssted' })).toHaveDisplayValue(
      'Alle steder',
    );
    const months = within(screen.getByRole('combobox', { name: 'Måned' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months[0]).toBe('Alle måneder');
    expect(months).toEqual(expect.arrayContaining(['juli 2026', 'august 2026']));
    expect(screen.getByText('2 bestillinger')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Vis' }), 'Pågår');
    expect(screen.getByText('1 bestilling')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Hytte' });
    expect(within(card).getByText('Pågår')).toBeInTheDocument();
    expect(within(card).getByText('(3 netter)')).toBeInTheDocument();
    expect(within(card).getByText('1 gjest')).toBeInTheDocument();
    expect(within(card).getByText(/^Referanse/)).toHaveTextContent('Referanse HZ-7Q2K');

    await user.click(within(card).getByRole('button', { name: 'Avbestill bestillingen til tom' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Vil du avbestille denne bestillingen?',
    });
    expect(dialog).toHaveTextContent('Oppholdet til tom på Hytte (HZ-7Q2K) blir avbestilt');
    expect(
      within(dialog).getByLabelText('Begrunnelse til gjesten (valgfritt)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Behold bestillingen' })).toBeEnabled();
  });
});
