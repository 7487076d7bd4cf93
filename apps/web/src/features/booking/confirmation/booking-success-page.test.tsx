import { screen, waitFor } from '@testing-library/react';
import { toast } from '../../../shared/toast/toast';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, ok } from '../../../test/api';
import { recordApiCalls, server, type ApiCall } from '../../../test/server';
import BookingSuccessPage, {
  NOTHING_TO_CONFIRM_GUEST,
  NOTHING_TO_CONFIRM_MEMBER,
} from './booking-success-page';
import { renderRoutesAt } from '../../../test/render';
import { showIn, asRead } from '../../../test/locale';
import { formatDisplayDate, formatOre } from '../../../shared/i18n';

const session = vi.hoisted(() => ({
  current: { username: 'alice' as string | null, token: 't' as string | null },
}));
vi.mock('../../../shared/session', () => ({ useSession: () => session.current }));
vi.mock('../../../shared/toast/toast');
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
  return renderRoutesAt(
    [
      { path: '/booking-success', element: <BookingSuccessPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
    { session: false },
  );
}

/** GET /holidaze/bookings/:id answered with `data`. */
const bookingRead = (data: unknown) =>
  server.use(http.get(api('/holidaze/bookings/:id'), () => ok(data)));
let calls: ApiCall[];

beforeEach(() => {
  session.current = { username: 'alice', token: 't' };
  toastSpy.mockClear();
  calls = recordApiCalls();
});

describe('BookingSuccessPage', () => {
  it("shows the booking it names, read from the API, with the server's reference", async () => {
    bookingRead(booking);
    renderAt('/booking-success?booking=b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Booking Confirmed | Holidaze');
    expect(calls.map((call) => call.path)).toEqual(['/holidaze/bookings/b1']);
    expect(screen.getByText('Fjord Cabin')).toBeInTheDocument();
    expect(screen.getByText('REF-7K2M9QXA')).toBeInTheDocument();
    expect(screen.getByText('Wed, 11 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('NOK 3,750')).toBeInTheDocument();
    // To the booking itself, on its page of the list.
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/user/alice?booking=b1',
    );
  });

  it('sends a member without a booking in the URL to their bookings, saying why', async () => {
    const router = renderAt('/booking-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/alice'));
    expect(screen.queryByText('Booking Confirmed')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(JSON.stringify(toastSpy.mock.calls)).toContain(NOTHING_TO_CONFIRM_MEMBER);
  });

  it("does not show someone else's booking", async () => {
    bookingRead({ ...booking, customer: { name: 'bob' } });
    const router = renderAt('/booking-success?booking=b1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/alice'));
    expect(screen.queryByText('REF-7K2M9QXA')).not.toBeInTheDocument();
  });

  it('sends on when the API does not know the booking', async () => {
    server.use(
      http.get(api('/holidaze/bookings/nope'), () => apiError(404, 'No booking with such ID')),
    );
    const router = renderAt('/booking-success?booking=nope');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/alice'));
  });

  it('sends a guest Home, saying why', async () => {
    session.current = { username: null, token: null };
    const router = renderAt('/booking-success?booking=b1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([]);
    expect(JSON.stringify(toastSpy.mock.calls)).toContain(NOTHING_TO_CONFIRM_GUEST);
  });

  it('says a booking the host cancelled was cancelled, with the reason', async () => {
    bookingRead({ ...booking, status: 'cancelledByHost', cancellationReason: 'Burst pipe' });
    renderAt('/booking-success?booking=b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancelled by host' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Burst pipe/)).toBeInTheDocument();
  });

  it('says what will be paid to the host at check-in, never a payment method', async () => {
    bookingRead({ ...booking, totalOre: 375_000, refundOre: null, paymentPreference: 'Klarna' });
    renderAt('/booking-success?booking=b1');
    const payment = (await screen.findByText('Payment')).nextElementSibling;
    expect(payment).toHaveTextContent(
      'Pay the host at check-in: NOK 3,750. Nothing has been charged.',
    );
    expect(document.body).not.toHaveTextContent('Klarna');
  });

  it('says what a cancellation means is no longer owed, and what still is, never a refund', async () => {
    bookingRead({ ...booking, status: 'cancelled', totalOre: 375_000, refundOre: 187_500 });
    renderAt('/booking-success?booking=b1');
    const payment = (await screen.findByText('Payment')).nextElementSibling;
    expect(payment).toHaveTextContent(
      'No longer owed: NOK 1,875; still owed to the host: NOK 1,875',
    );
    expect(document.body).not.toHaveTextContent(/refund/i);
  });
});

describe('BookingSuccessPage in Norwegian', () => {
  it('confirms the booking with its dates, what is owed and the ways on in Norwegian', async () => {
    await showIn('nb', ['booking']);
    bookingRead({ ...booking, totalOre: 375_000, refundOre: null, cancellationPolicy: 'strict' });
    renderAt('/booking-success?booking=b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' }),
    ).toBeInTheDocument();
    expect(document.body).toHaveTextContent(
      'Oppholdet ditt hos Fjord Cabin er bestilt. Vi gleder oss til å ta imot deg.',
    );
    expect(screen.getByText('Innsjekking').nextElementSibling).toHaveTextContent(
      asRead(formatDisplayDate('2026-03-11')),
    );
    expect(screen.getByText('Bestillingsnummer').nextElementSibling).toHaveTextContent(
      'REF-7K2M9QXA',
    );
    expect(screen.getByText('Betaling').nextElementSibling).toHaveTextContent(
      asRead(`Betal verten ved innsjekking: ${formatOre(375_000)}. Ingenting er belastet.`),
    );
    expect(screen.getByText('Avbestilling').nextElementSibling).toHaveTextContent(
      'Streng: Avbestill frem til kl. 10.00 UTC åtte dager før innsjekkingsdatoen, så må 50 % av prisen betales; deretter må hele prisen betales.',
    );
    expect(screen.getByRole('link', { name: 'Mine bestillinger' })).toBeInTheDocument();
  });
});
