import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../shared/toast/toast';
import { LOADING_TOAST_ID } from '../../../shared/toast/__mocks__/toast';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { api, apiError, noContent } from '../../../test/api';
import { recordApiCalls, server, writes } from '../../../test/server';
import { renderAt, signInForEachTest, USER } from '../test-support';
import { CANCELLATION_POLICY_TERMS, formatDeadline } from '@holidaze/domain';
import { CancelBookingDialog } from './cancel-booking-dialog';

vi.mock('../../../shared/toast/toast');

function renderDialog(onClose = vi.fn()) {
  renderAt(
    <CancelBookingDialog
      username={USER}
      bookingId="booking-9"
      venueName="Harbour Loft"
      onClose={onClose}
    />,
  );
  return onClose;
}

signInForEachTest();

describe('CancelBookingDialog', () => {
  it('asks before cancelling, and backing out sends nothing', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    const onClose = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Cancel Booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    // What cancelling means is said before the traveller decides: nothing was charged, so what
    // they will no longer owe, and until when in their own zone, named, as the policy words it.
    expect(
      await screen.findByText(
        'You will no longer owe NOK 4,725 of NOK 9,450; NOK 4,725 stays owed to the host under the policy',
      ),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/refund/i);
    expect(dialog).toHaveTextContent(
      `Strict policy: ${CANCELLATION_POLICY_TERMS.strict.summary} These terms hold until ${formatDeadline(new Date('2031-07-02T10:00:00.000Z'))}, your time.`,
    );
    // The policy's "10:00 UTC eight days before the check-in date" is this deadline.
    expect(CANCELLATION_POLICY_TERMS.strict.summary).toContain('10:00 UTC eight days before');
    expect(formatDeadline(new Date('2031-07-02T10:00:00.000Z'), 'UTC')).toBe(
      'Wed, 02 Jul 2031, 10:00 UTC',
    );
    await user.click(screen.getByRole('button', { name: 'Keep Booking' }));
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([]);
  });

  it('deletes the booking on Yes, Cancel and confirms with a toast', async () => {
    const user = userEvent.setup();
    server.use(http.delete(api('/holidaze/bookings/booking-9'), () => noContent()));
    const calls = recordApiCalls();
    const onClose = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'DELETE',
        path: '/holidaze/bookings/booking-9',
        body: undefined,
      },
    ]);
    expect(toast.loading).toHaveBeenCalledWith('Cancelling booking...');
    expect(toast.success).toHaveBeenCalledWith('Booking cancelled.', {
      id: LOADING_TOAST_ID,
      duration: 6000,
    });
  });

  it('says so when the cancellation fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.delete(api('/holidaze/bookings/booking-9'), () =>
        apiError(400, 'Only upcoming bookings can be cancelled'),
      ),
    );
    const onClose = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Cancellation failed.', { id: LOADING_TOAST_ID }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
