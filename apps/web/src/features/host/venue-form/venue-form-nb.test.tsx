import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../shared/toast/toast';
import { api, ok } from '../../../test/api';
import { showIn } from '../../../test/locale';
import { server } from '../../../test/server';
import { makeVenue, renderTab } from '../test-support';
import NewVenuePage from './new-venue-page';

vi.mock('./location-map', () => ({ default: () => <div>map</div> }));

afterEach(() => vi.restoreAllMocks());

describe('the venue form in Norwegian', () => {
  it('names its sections, fields, photos and buttons in Norwegian, and says the venue is created', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    server.use(http.post(api('/holidaze/venues'), () => ok(makeVenue(), {}, 201)));
    await showIn('nb', ['host']);
    renderTab(<NewVenuePage />, [], '/admin/ann/new-venue');

    expect(
      screen.getByRole('heading', { name: 'Legg ut nytt overnattingssted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grunnleggende informasjon' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Pris, vurdering og fasiliteter' }),
    ).toBeInTheDocument();
    const amenities = screen.getByRole('group', { name: 'Fasiliteter' });
    expect(
      within(amenities)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Wi-Fi', 'Parkering', 'Frokost', 'Kjæledyr']);
    const rating = screen.getByRole('slider', { name: 'Vurdering' });
    expect(rating.getAttribute('aria-valuetext')).toMatch(/ stjerner$/);
    const location = screen.getByRole('group', { name: 'Beliggenhet' });
    expect(within(location).getByLabelText('Gateadresse')).toBeInTheDocument();
    expect(within(location).getByLabelText('Postnummer')).toBeInTheDocument();
    expect(within(location).getByLabelText('Breddegrad')).toBeInTheDocument();

    // The photos' part loads after the form shows (its placeholder has the same legend), with
    // one empty row to fill.
    await screen.findByRole('button', { name: 'Velg bilder' });
    const photos = screen.getByRole('group', { name: 'Legg til bilder' });
    expect(within(photos).getByText('Forsidebilde')).toBeInTheDocument();
    expect(within(photos).getByLabelText('Bilde-URL 1')).toBeInTheDocument();
    expect(within(photos).getByLabelText('Alternativ tekst 1')).toBeInTheDocument();
    expect(within(photos).getByText('1 av 8 bilder')).toBeInTheDocument();
    await user.click(within(photos).getByRole('button', { name: 'Legg til bilde' }));
    expect(within(photos).getByLabelText('Bilde-URL 2')).toBeInTheDocument();
    expect(
      within(photos).getByRole('button', { name: 'Gjør til forsidebilde, bilde 2' }),
    ).toBeInTheDocument();
    await user.click(within(photos).getByRole('button', { name: 'Fjern bilde 2' }));
    expect(await within(photos).findByText('Bilde 2 er fjernet.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Avbryt' })).toHaveAttribute(
      'href',
      '/admin/ann/manage-venues',
    );
    await user.type(screen.getByLabelText('Navn'), 'Fjordhytta');
    await user.type(screen.getByLabelText('Beskrivelse'), 'Ved vannet');
    await user.type(screen.getByLabelText('Pris per natt (NOK)'), '1250');
    await user.type(screen.getByLabelText('Maks gjester'), '4');
    await user.click(screen.getByRole('button', { name: 'Opprett overnattingssted' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Overnattingsstedet er opprettet!', { duration: 6000 }),
    );
  });
});
