import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../shared/toast/toast';
import { LOADING_TOAST_ID } from '../../../shared/toast/__mocks__/toast';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { api, apiError, ok } from '../../../test/api';
import { recordApiCalls, server, writes } from '../../../test/server';
import { renderAt, signInForEachTest, USER } from '../test-support';
import { EditGuestsDialog } from './edit-guests-dialog';

vi.mock('../../../shared/toast/toast');

function renderDialog(guests: number, maxGuests: number, onClose = vi.fn()) {
  renderAt(
    <EditGuestsDialog
      username={USER}
      bookingId="booking-1"
      guests={guests}
      maxGuests={maxGuests}
      onClose={onClose}
    />,
  );
  return onClose;
}

const count = () => screen.getByRole('status', { name: 'Number of guests' });
const minus = () => screen.getByRole('button', { name: 'Decrease guests' });
const plus = () => screen.getByRole('button', { name: 'Increase guests' });

signInForEachTest();

describe('EditGuestsDialog', () => {
  it('counts between 1 and the venue maximum', async () => {
    const user = userEvent.setup();
    renderDialog(2, 3);
    expect(count()).toHaveTextContent('2');
    await user.click(minus());
    expect(count()).toHaveTextContent('1');
    expect(minus()).toBeDisabled();
    await user.click(minus());
    expect(count()).toHaveTextContent('1');
    await user.click(plus());
    await user.click(plus());
    expect(count()).toHaveTextContent('3');
    expect(plus()).toBeDisabled();
    await user.click(plus());
    expect(count()).toHaveTextContent('3');
  });

  it('starts within bounds when the venue now takes fewer guests than booked', () => {
    renderDialog(5, 2);
    expect(count()).toHaveTextContent('2');
    expect(plus()).toBeDisabled();
  });

  it('asks to confirm the new count, goes back, and sends it only on Confirm', async () => {
    const user = userEvent.setup();
    server.use(http.put(api('/holidaze/bookings/booking-1'), () => ok({ id: 'booking-1' })));
    const calls = recordApiCalls();
    const onClose = renderDialog(1, 4);
    await user.click(plus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Change guests to 2?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Guests' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(count()).toHaveTextContent('2');
    await user.click(plus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(writes(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/holidaze/bookings/booking-1', body: { guests: 3 } },
    ]);
    expect(toast.loading).toHaveBeenCalledWith('Updating guests...');
    expect(toast.success).toHaveBeenCalledWith('Guests updated!', { id: LOADING_TOAST_ID });
  });

  it('tells the user when the update fails and stays open', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.put(api('/holidaze/bookings/booking-1'), () => apiError(400, 'Too many')));
    const onClose = renderDialog(1, 4);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Update failed.', { id: LOADING_TOAST_ID }),
    );
    expect(console.error).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Change guests to 1?' })).toBeInTheDocument();
  });
});
