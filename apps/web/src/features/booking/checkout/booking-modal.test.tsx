import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../shared/api/http-client';
import type * as HttpClient from '../../../shared/api/http-client';
import { BookingModal } from './booking-modal';
import { apiFailure, mockSession } from '../../../test/session';

vi.mock('../../../shared/api/http-client', async (importActual) => ({
  ...(await importActual<typeof HttpClient>()),
  apiRequest: vi.fn(),
}));
const accountGuard = vi.hoisted(() => ({ message: null as string | null }));
vi.mock('../../../shared/session', () => ({
  useSession: () => mockSession,
  useAccountGuard: () => ({
    message: accountGuard.message,
    check: () => accountGuard.message,
    openedAs: 'alice',
  }),
}));

const request = vi.mocked(apiRequest);
const venue = { id: '6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11', name: 'Fjord Cabin', price: 1250 };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderModal(
  handlers: { onClose?: () => void; onBooked?: () => void; onFailed?: (m: string) => void } = {},
) {
  const props = {
    onClose: vi.fn(),
    onBooked: vi.fn(),
    onFailed: vi.fn(),
    ...handlers,
  };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/venue/x']}>
        <Routes>
          <Route
            path="/venue/x"
            element={
              <BookingModal
                venue={venue}
                stay={{ from: '2026-03-11', to: '2026-03-14' }}
                guests={2}
                {...props}
              />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...props, invalidate };
}

const toastSuccess = vi.spyOn(toast, 'success');

beforeEach(() => {
  accountGuard.message = null;
  request.mockReset();
  toastSuccess.mockClear();
});

describe('BookingModal', () => {
  it('reviews the stay with nights, guests, total and a payment choice', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Review' });
    expect(within(dialog).getByText('Wed, 11 Mar 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Sat, 14 Mar 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('NOK 3,750')).toBeInTheDocument();
    const payment = within(dialog).getByRole('group', { name: 'Payment method' });
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Credit Card', 'Apple Pay', 'Klarna']);
    expect(within(payment).getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  });

  it('books on confirm, shows the reference and goes to the user area on close', async () => {
    const user = userEvent.setup();
    request.mockResolvedValue({ data: { id: 'b1', reference: 'REF-7K2M9QXA' }, meta: {} } as never);
    const { onBooked, invalidate } = renderModal();

    await user.click(screen.getByRole('radio', { name: 'Klarna' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Booking Confirmed' });
    expect(request).toHaveBeenCalledWith('/holidaze/bookings', {
      method: 'POST',
      auth: true,
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
      body: {
        dateFrom: '2026-03-11T00:00:00.000Z',
        dateTo: '2026-03-14T00:00:00.000Z',
        guests: 2,
        venueId: venue.id,
      },
    });
    // The server's reference, not one made up here; and no claim that an e-mail was sent.
    expect(within(dialog).getByText('REF-7K2M9QXA')).toBeInTheDocument();
    expect(within(dialog).queryByText(/sent to/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View confirmation' })).toHaveAttribute(
      'href',
      '/booking-success?booking=b1',
    );
    expect(toastSuccess).toHaveBeenCalledWith('Booking confirmed!', { duration: 6000 });
    expect(onBooked).toHaveBeenCalledOnce();
    // The venue is read again so its picker shows the new stay as booked.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['venues', 'detail', venue.id] });

    // The dialog's own × and the footer's Close both lead to the user area; this is the footer's.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(screen.getByTestId('where')).toHaveTextContent('/user/alice');
  });

  it("hands the server's first error message to the panel and books nothing more", async () => {
    const user = userEvent.setup();
    request.mockRejectedValue(apiFailure(409, 'The selected dates and guests either overlap'));
    const { onFailed, onBooked, invalidate } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await vi.waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith('The selected dates and guests either overlap'),
    );
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Booking Confirmed' })).not.toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['venues', 'detail', venue.id] });
  });

  it("falls back to the error's own message", async () => {
    const user = userEvent.setup();
    request.mockRejectedValue(new Error('Network down'));
    const { onFailed } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('Network down'));
  });

  it("says 'Booking failed' when the failure carries no message at all", async () => {
    const user = userEvent.setup();
    request.mockRejectedValue(new Error(''));
    const { onFailed } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('Booking failed'));
  });

  it('just closes on Escape or × at the review step', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('just closes when cancelled at the review step', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('sends one request for a double click, and one outcome', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    request.mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    const { onFailed, onBooked } = renderModal();
    await user.dblClick(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    answer({ data: { id: 'b1', reference: 'REF-7K2M9QXA' }, meta: {} });
    expect(await screen.findByRole('dialog', { name: 'Booking Confirmed' })).toBeInTheDocument();
    expect(onBooked).toHaveBeenCalledOnce();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('retries an attempt whose answer was lost with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    request
      .mockRejectedValueOnce(apiFailure(0, 'Could not reach Holidaze.'))
      .mockResolvedValueOnce({ data: { id: 'b1', reference: 'REF-7K2M9QXA' }, meta: {} } as never);
    const { onFailed } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it will not book twice');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('dialog', { name: 'Booking Confirmed' });
    const keys = request.mock.calls.map(
      ([, options]) => (options as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys[0]).toBeDefined();
    expect(keys[1]).toBe(keys[0]);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('sends nothing once the account changed in another tab, and says so', async () => {
    accountGuard.message = 'This was started as alice, but you are now logged in as bob';
    renderModal();
    expect(screen.getByRole('alert')).toHaveTextContent('now logged in as bob');
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(request).not.toHaveBeenCalled();
  });
});
