import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, ok } from '../../../test/api';
import { showIn } from '../../../test/locale';
import { server } from '../../../test/server';
import { makeVenue, renderTab } from '../test-support';
import NewVenuePage from './new-venue-page';

vi.mock('./location-map', () => ({ default: () => <div>map</div> }));

/** The body the form sends when the venue is created. */
function captureCreate() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(api('/holidaze/venues'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return ok(makeVenue(), {}, 201);
    }),
  );
  return sent;
}

async function fillTheRest(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  const [name, description, price, guests] = labels as [string, string, string, string];
  await user.type(screen.getByLabelText(name), 'Fjord Cabin');
  await user.type(screen.getByLabelText(description), 'A quiet cabin by the water.');
  await user.type(screen.getByLabelText(price), '1250');
  await user.type(screen.getByLabelText(guests), '4');
}

describe('the venue form’s description in a second language', () => {
  it('asks the language, then offers the other one’s description, and sends both', async () => {
    const user = userEvent.setup();
    const sent = captureCreate();
    renderTab(<NewVenuePage />, [], '/admin/ann/new-venue');
    await fillTheRest(user, ['Name', 'Description', 'Price per night (NOK)', 'Max Guests']);
    // Loaded after the form shows.
    expect(
      await screen.findByRole('group', { name: 'Language of the description' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Description in/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Norsk' }));
    expect(screen.getByLabelText('Description in English')).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.queryByLabelText('Description in English')).not.toBeInTheDocument();
    const translation = screen.getByLabelText('Description in Norwegian');
    expect(translation).toHaveAttribute('lang', 'nb');
    await user.type(translation, 'En stille hytte ved vannet.');
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      description: 'A quiet cabin by the water.',
      descriptionLanguage: 'en',
      descriptionTranslation: 'En stille hytte ved vannet.',
    });
  });

  it('sends neither when the host does not say the language, as before', async () => {
    const user = userEvent.setup();
    const sent = captureCreate();
    renderTab(<NewVenuePage />, [], '/admin/ann/new-venue');
    await fillTheRest(user, ['Name', 'Description', 'Price per night (NOK)', 'Max Guests']);
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('descriptionLanguage');
    expect(sent[0]).not.toHaveProperty('descriptionTranslation');
  });

  it('speaks Norwegian on a Norwegian page', async () => {
    const user = userEvent.setup();
    await showIn('nb', ['host']);
    renderTab(<NewVenuePage />, [], '/admin/ann/new-venue');
    expect(await screen.findByRole('group', { name: 'Beskrivelsens språk' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Norsk' }));
    expect(screen.getByLabelText('Beskrivelse på engelsk')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByLabelText('Beskrivelse på norsk')).toBeInTheDocument();
  });
});
