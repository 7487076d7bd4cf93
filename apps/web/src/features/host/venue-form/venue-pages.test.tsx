import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../shared/toast/toast';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, ok } from '../../../test/api';
import { venueRead } from '../../../test/handlers/venues';
import { showIn } from '../../../test/locale';
import { recordApiCalls, server } from '../../../test/server';
import { makeVenue, manager, renderTab } from '../test-support';
import EditVenuePage from './edit-venue-page';
import NewVenuePage from './new-venue-page';

vi.mock('./location-map', () => ({ default: () => <div>map</div> }));

afterEach(() => vi.restoreAllMocks());

/** GET /holidaze/venues/<id> refused with `status` and `message`. */
const venueReadFails = (id: string, status: number, message: string) =>
  server.use(http.get(api(`/holidaze/venues/${id}`), () => apiError(status, message)));

/** The form's required fields, filled in for a cabin by the water, in each language's labels. */
const REQUIRED = {
  en: [
    ['Name', 'Fjord Cabin'],
    ['Description', 'By the water'],
    ['Price per night (NOK)', '1250'],
    ['Max Guests', '4'],
  ],
  nb: [
    ['Navn', 'Fjordhytta'],
    ['Beskrivelse', 'Ved vannet'],
    ['Pris per natt (NOK)', '1250'],
    ['Maks gjester', '4'],
  ],
} as const;

async function fillRequired(user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'nb' = 'en') {
  for (const [label, text] of REQUIRED[locale]) await user.type(screen.getByLabelText(label), text);
}

const editPath = (id: string) => `/admin/ann/edit-venue/${id}`;
const renderEdit = (id: string) =>
  renderTab(<EditVenuePage />, [], editPath(id), 'edit-venue/:venueId');

describe('the new venue page', () => {
  it('creates, says so for 6 s and goes to Manage Properties', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    server.use(http.post(api('/holidaze/venues'), () => ok(makeVenue(), {}, 201)));
    const calls = recordApiCalls();
    const { router } = renderTab(<NewVenuePage />, [], '/admin/ann/new-venue');
    expect(screen.getByRole('heading', { name: 'Add New Property' })).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/ann/manage-venues'));
    expect(success).toHaveBeenCalledWith('Property created successfully!', { duration: 6000 });
    const [create] = calls;
    expect(create!.path).toBe('/holidaze/venues');
    expect(create!.method).toBe('POST');
    expect(create!.body).toMatchObject({ name: 'Fjord Cabin', price: 1250 });
  });

  it("shows the API's first message in a red banner and stays", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('/holidaze/venues'), () => apiError(403, 'You are not a venue manager')),
    );
    const { router } = renderTab(<NewVenuePage />, [], '/admin/ann/new-venue');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not a venue manager');
    expect(router.state.location.pathname).toBe('/admin/ann/new-venue');
  });
});

describe('the edit venue page', () => {
  it('prefills the venue and updates it', async () => {
    const user = userEvent.setup();
    const venue = makeVenue({ name: 'Loft', price: 900, owner: manager });
    server.use(
      venueRead(venue),
      http.put(api(`/holidaze/venues/${venue.id}`), () => ok(venue)),
    );
    const calls = recordApiCalls();
    const { router } = renderEdit(venue.id);
    expect(await screen.findByRole('heading', { name: 'Edit Loft' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price per night (NOK)')).toHaveValue(900);
    await user.clear(screen.getByLabelText('Price per night (NOK)'));
    await user.type(screen.getByLabelText('Price per night (NOK)'), '950');
    await user.click(screen.getByRole('button', { name: 'Update Venue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/ann/manage-venues'));
    const update = calls.at(-1)!;
    expect(update.path).toBe(`/holidaze/venues/${venue.id}`);
    expect(update.method).toBe('PUT');
    expect(update.body).toMatchObject({ name: 'Loft', price: 950 });
  });

  it('says Venue not found for a 404 and for another manager’s venue', async () => {
    venueReadFails('missing', 404, 'No venue with such ID');
    renderEdit('missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Venue not found');
  });

  it('does not edit a venue someone else owns', async () => {
    server.use(venueRead(makeVenue({ id: 'other', owner: { ...manager, name: 'bob' } })));
    renderEdit('other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Venue not found');
    expect(screen.queryByRole('button', { name: 'Update Venue' })).not.toBeInTheDocument();
  });

  it('says Error loading venue when the load fails', async () => {
    venueReadFails('broken', 500, 'Oops');
    renderEdit('broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading venue');
  });
});

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
    await fillRequired(user, 'nb');
    await user.click(screen.getByRole('button', { name: 'Opprett overnattingssted' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Overnattingsstedet er opprettet!', { duration: 6000 }),
    );
  });
});
