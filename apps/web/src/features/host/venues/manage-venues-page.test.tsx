import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../shared/toast/toast';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, noContent } from '../../../test/api';
import { recordApiCalls, server } from '../../../test/server';
import { makeBooking, makeVenue, renderTab } from '../test-support';
import { ManageVenuesPage } from './manage-venues-page';

afterEach(() => vi.restoreAllMocks());

const venues = Array.from({ length: 4 }, (_, n) =>
  makeVenue({
    name: `Place ${n + 1}`,
    price: 1250,
    rating: 4.5,
    bookings: n === 0 ? [makeBooking(), makeBooking()] : [],
    updated: n === 0 ? '2026-02-10T09:00:00.000Z' : '2026-01-05T10:00:00.000Z',
  }),
);
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('ManageVenuesPage', () => {
  it('shows three venues a page with their facts', async () => {
    const user = userEvent.setup();
    renderTab(<ManageVenuesPage />, venues);
    expect(titles()).toEqual(['Place 1', 'Place 2', 'Place 3']);
    const first = screen.getByRole('article', { name: 'Place 1' });
    expect(within(first).getByText('NOK 1,250')).toBeInTheDocument();
    expect(within(first).getByText('2 bookings')).toBeInTheDocument();
    expect(within(first).getByText('Bergen, Norway')).toBeInTheDocument();
    // Its host set 4.5, but no guest has reviewed it yet.
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: '4.5 stars' })).toBeNull();
    expect(first).toHaveTextContent('Created Mon, 05 Jan 2026 · Updated Tue, 10 Feb 2026');
    expect(screen.getByRole('article', { name: 'Place 2' })).not.toHaveTextContent('Updated');
    expect(screen.getByRole('link', { name: '+ Add New' })).toHaveAttribute(
      'href',
      '/admin/ann/new-venue',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(titles()).toEqual(['Place 4']);
  });

  it('edits through the venue menu', async () => {
    const user = userEvent.setup();
    const { router } = renderTab(<ManageVenuesPage />, venues);
    const card = screen.getByRole('article', { name: 'Place 2' });
    await user.click(within(card).getByRole('button', { name: 'Venue options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe(`/admin/ann/edit-venue/${venues[1]!.id}`);
  });

  it('deletes after confirmation and says so', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    server.use(http.delete(api('/holidaze/venues/:id'), () => noContent()));
    const calls = recordApiCalls();
    renderTab(<ManageVenuesPage />, venues);
    const card = screen.getByRole('article', { name: 'Place 1' });
    await user.click(within(card).getByRole('button', { name: 'Venue options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Place 1' });
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. Are you sure you want to delete this venue?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Venue has been deleted', { duration: 6000 }),
    );
    expect(calls[0]!.path).toBe(`/holidaze/venues/${venues[0]!.id}`);
    expect(calls[0]!.method).toBe('DELETE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells when the deletion failed', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    server.use(http.delete(api('/holidaze/venues/:id'), () => apiError(500)));
    renderTab(<ManageVenuesPage />, venues);
    await user.click(screen.getAllByRole('button', { name: 'Venue options' })[0]!);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete venue.'));
    expect(screen.getByRole('article', { name: 'Place 1' })).toBeInTheDocument();
  });
});
