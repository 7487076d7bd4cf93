import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '../../../shared/api/http-client';
import type * as HttpClient from '../../../shared/api/http-client';
import BookingSuccessPage, {
  NOTHING_TO_CONFIRM_GUEST,
  NOTHING_TO_CONFIRM_MEMBER,
} from './booking-success-page';

const session = vi.hoisted(() => ({
  current: { username: 'alice' as string | null, token: 't' as string | null },
}));
vi.mock('../../../shared/session', () => ({ useSession: () => session.current }));
vi.mock('../../../shared/api/http-client', async (importActual) => ({
  ...(await importActual<typeof HttpClient>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);
vi.mock('react-hot-toast', () => ({ default: vi.fn() }));
const toastSpy = vi.mocked(toast);

const booking = {
  id: 'b1',
  reference: 'REF-7K2M9QXA',
  dateFrom: '2026-03-11T00:00:00.000Z',
  dateTo: '2026-03-14T00:00:00.000Z',
  guests: 2,
  status: 'confirmed',
  cancelledAt: null,
  cancellationReason: null,
  venue: { id: 'v1', name: 'Fjord Cabin', price: 1250 },
  customer: { name: 'alice' },
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/booking-success', element: <BookingSuccessPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  session.current = { username: 'alice', token: 't' };
  request.mockReset();
  toastSpy.mockClear();
});

describe('BookingSuccessPage', () => {
  it("shows the booking it names, read from the API, with the server's reference", async () => {
    request.mockResolvedValue({ data: booking, meta: {} } as never);
    renderAt('/booking-success?booking=b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Booking Confirmed | Holidaze');
    expect(request).toHaveBeenCalledWith('/holidaze/bookings/b1', expect.anything());
    expect(screen.getByText('Fjord Cabin')).toBeInTheDocument();
    expect(screen.getByText('REF-7K2M9QXA')).toBeInTheDocument();
    expect(screen.getByText('Wed, 11 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('NOK 3,750')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/user/alice',
    );
  });

  it('sends a member without a booking in the URL to their bookings, saying why', async () => {
    const router = renderAt('/booking-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/alice'));
    expect(screen.queryByText('Booking Confirmed')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    expect(JSON.stringify(toastSpy.mock.calls)).toContain(NOTHING_TO_CONFIRM_MEMBER);
  });

  it("does not show someone else's booking", async () => {
    request.mockResolvedValue({
      data: { ...booking, customer: { name: 'bob' } },
      meta: {},
    } as never);
    const router = renderAt('/booking-success?booking=b1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/alice'));
    expect(screen.queryByText('REF-7K2M9QXA')).not.toBeInTheDocument();
  });

  it('sends on when the API does not know the booking', async () => {
    request.mockRejectedValue(new ApiError(404, [{ message: 'No booking with such ID' }]));
    const router = renderAt('/booking-success?booking=nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/alice'));
  });

  it('sends a guest Home, saying why', async () => {
    session.current = { username: null, token: null };
    const router = renderAt('/booking-success?booking=b1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(request).not.toHaveBeenCalled();
    expect(JSON.stringify(toastSpy.mock.calls)).toContain(NOTHING_TO_CONFIRM_GUEST);
  });

  it('says a booking the host cancelled was cancelled, with the reason', async () => {
    request.mockResolvedValue({
      data: { ...booking, status: 'cancelledByHost', cancellationReason: 'Burst pipe' },
      meta: {},
    } as never);
    renderAt('/booking-success?booking=b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancelled by host' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Burst pipe/)).toBeInTheDocument();
  });
});
