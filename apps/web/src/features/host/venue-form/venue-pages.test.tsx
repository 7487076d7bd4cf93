import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVenue, manager, renderTab } from '../test-support';
import EditVenuePage from './edit-venue-page';
import NewVenuePage from './new-venue-page';

vi.mock('./location-map', () => ({ default: () => <div>map</div> }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Fjord Cabin');
  await user.type(screen.getByLabelText('Description'), 'By the water');
  await user.type(screen.getByLabelText('Price per night (NOK)'), '1250');
  await user.type(screen.getByLabelText('Max Guests'), '4');
}

const editPath = (id: string) => `/admin/ann/edit-venue/${id}`;
const renderEdit = (id: string) => renderTab(<EditVenuePage />, [], editPath(id)).router;

describe('the new venue page', () => {
  it('creates, says so for 6 s and goes to Manage Properties', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const fetch = stubFetch(201, { data: makeVenue() });
    const { router } = renderTab(<NewVenuePage />, [], '/admin/ann/new-venue');
    expect(screen.getByRole('heading', { name: 'Add New Property' })).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Venue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/ann/manage-venues'));
    expect(success).toHaveBeenCalledWith('Property created successfully!', { duration: 6000 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/holidaze/venues');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Fjord Cabin', price: 1250 });
  });

  it("shows the API's first message in a red banner and stays", async () => {
    const user = userEvent.setup();
    stubFetch(403, { errors: [{ message: 'You are not a venue manager' }] });
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
    const fetch = stubFetch(200, { data: venue });
    const { router } = renderTab(<EditVenuePage />, [], editPath(venue.id));
    expect(await screen.findByRole('heading', { name: 'Edit Loft' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price per night (NOK)')).toHaveValue(900);
    await user.clear(screen.getByLabelText('Price per night (NOK)'));
    await user.type(screen.getByLabelText('Price per night (NOK)'), '950');
    await user.click(screen.getByRole('button', { name: 'Update Venue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/ann/manage-venues'));
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe(`/api/holidaze/venues/${venue.id}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Loft', price: 950 });
  });

  it('says Venue not found for a 404 and for another manager’s venue', async () => {
    stubFetch(404, { errors: [{ message: 'No venue with such ID' }] });
    renderEdit('missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Venue not found');
  });

  it('does not edit a venue someone else owns', async () => {
    stubFetch(200, { data: makeVenue({ owner: { ...manager, name: 'bob' } }) });
    renderEdit('other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Venue not found');
    expect(screen.queryByRole('button', { name: 'Update Venue' })).not.toBeInTheDocument();
  });

  it('says Error loading venue when the load fails', async () => {
    stubFetch(500, { errors: [{ message: 'Oops' }] });
    renderEdit('broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading venue');
  });
});
