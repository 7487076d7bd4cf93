import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../shared/toast/toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_POLICY_TERMS } from '@holidaze/domain';
import { api, apiError, ok } from '../../../test/api';
import { venueTerms } from '../../../test/handlers/venues';
import { recordApiCalls, server, type ApiCall } from '../../../test/server';
import { mockSession } from '../../../test/session';
import { BookingModal } from './booking-modal';
import { showIn, asRead } from '../../../test/locale';
import { formatDisplayDate, formatOre } from '../../../shared/i18n';

const accountGuard = vi.hoisted(() => ({ message: null as string | null }));
vi.mock('../../../shared/session', () => ({
  useSession: () => mockSession,
  useAccountGuard: () => ({
    message: accountGuard.message,
    check: () => accountGuard.message,
    openedAs: 'alice',
  }),
}));

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
const booked = { id: 'b1', reference: 'REF-7K2M9QXA' };
/** POST /holidaze/bookings answered by `answer`. */
const bookingsAnswer = (answer: () => Response | Promise<Response>) =>
  server.use(http.post(api('/holidaze/bookings'), answer));
let calls: ApiCall[];
/** The booking attempts sent (the dialog also reads the venue's rules). */
const posted = () => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  accountGuard.message = null;
  toastSuccess.mockClear();
  calls = recordApiCalls();
});

describe('BookingModal', () => {
  it('reviews the stay with nights, guests, the itemised total, the policy and a payment choice', async () => {
    server.use(venueTerms({ cancellationPolicy: 'moderate' }));
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Review' });
    expect(within(dialog).getByText('Wed, 11 Mar 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Sat, 14 Mar 2026')).toBeInTheDocument();
    // The default quote prices every night at NOK 1,000: the server's figure, not the page's.
    expect(await within(dialog).findByText('3 nights × NOK 1,000')).toBeInTheDocument();
    expect(within(dialog).getByText('Total', { selector: 'dt' }).parentElement).toHaveTextContent(
      'NOK 3,000',
    );
    expect(
      await within(dialog).findByText(CANCELLATION_POLICY_TERMS.moderate.summary, {
        exact: false,
      }),
    ).toBeInTheDocument();
    // Nothing is charged: what will be owed, and to whom, not a card to pick.
    expect(within(dialog).getByText('Pay the host at check-in: NOK 3,000')).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing is charged now.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it('books on confirm, shows the reference and goes to the user area on close', async () => {
    const user = userEvent.setup();
    bookingsAnswer(() => ok(booked, {}, 201));
    const { onBooked, invalidate } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Booking Confirmed' });
    expect(posted()).toHaveLength(1);
    expect(posted()[0]).toMatchObject({
      method: 'POST',
      path: '/holidaze/bookings',
      body: {
        dateFrom: '2026-03-11T00:00:00.000Z',
        dateTo: '2026-03-14T00:00:00.000Z',
        guests: 2,
        venueId: venue.id,
      },
    });
    expect(posted()[0]!.body).not.toHaveProperty('paymentPreference');
    expect(posted()[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted()[0]!.headers.get('X-Noroff-API-Key')).toBe('holidaze-web-client-key');
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
    bookingsAnswer(() => apiError(409, 'The selected dates and guests either overlap'));
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

  // A failure without a message of its own ('Booking failed') cannot come over HTTP: see
  // booking-failure.test.ts.
  it("falls back to the error's own message when the refusal lists none", async () => {
    const user = userEvent.setup();
    bookingsAnswer(() => apiError(422));
    const { onFailed } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('Request failed (422)'));
  });

  it('keeps the dialog on a server failure, says nothing was booked and tries again with the same key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    bookingsAnswer(() => (++attempts === 1 ? apiError(500) : ok(booked, {}, 201)));
    const { onFailed } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Review' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Request failed (500) Your booking was not made. You can try again',
    );
    expect(onFailed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Booking Confirmed' });
    const keys = posted().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    { how: 'with ×', button: 'Close' },
    { how: 'when cancelled', button: 'Cancel' },
  ])('just closes $how at the review step', async ({ button }) => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: button }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(posted()).toEqual([]);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('sends one request for a double click, and one outcome', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    bookingsAnswer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { onFailed, onBooked } = renderModal();
    await user.dblClick(screen.getByRole('button', { name: 'Confirm Booking' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    answer(ok(booked, {}, 201));
    expect(await screen.findByRole('dialog', { name: 'Booking Confirmed' })).toBeInTheDocument();
    expect(onBooked).toHaveBeenCalledOnce();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('retries an attempt whose answer was lost with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    // The first answer is lost on the way; the second attempt is answered.
    let attempts = 0;
    bookingsAnswer(() => (++attempts === 1 ? HttpResponse.error() : ok(booked, {}, 201)));
    const { onFailed } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it will not book twice');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Booking Confirmed' });
    expect(posted()).toHaveLength(2);
    const keys = posted().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('sends nothing once the account changed in another tab, and says so', async () => {
    accountGuard.message = 'This was started as alice, but you are now logged in as bob';
    renderModal();
    expect(screen.getByRole('alert')).toHaveTextContent('now logged in as bob');
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(posted()).toEqual([]);
  });
});

describe('BookingModal in Norwegian', () => {
  it('reviews the stay with Norwegian names, dates and prices, and confirms in Norwegian', async () => {
    await showIn('nb', ['venue', 'booking']);
    const user = userEvent.setup();
    server.use(venueTerms({ cancellationPolicy: 'moderate' }));
    bookingsAnswer(() => ok(booked, {}, 201));
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Se over bestillingen' });
    const fact = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextSibling;
    // The dates as the page's language writes them (the domain's format for Norwegian).
    expect(fact('Innsjekking')).toHaveTextContent(asRead(formatDisplayDate('2026-03-11')));
    expect(fact('Utsjekking')).toHaveTextContent(asRead(formatDisplayDate('2026-03-14')));
    expect(fact('Netter')).toHaveTextContent('3');
    expect(fact('Gjester')).toHaveTextContent('2');
    // The server's quote: NOK 1,000 a night, three nights, owed at check-in.
    expect(
      await within(dialog).findByText(
        asRead(`Betal verten ved innsjekking: ${formatOre(300_000)}`),
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ingenting belastes nå.')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Avbestillingsregler:', { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Bekreft bestillingen' }));
    const confirmed = await screen.findByRole('dialog', { name: 'Bestillingen er bekreftet' });
    expect(confirmed).toHaveTextContent('Oppholdet ditt hos Fjord Cabin er bestilt.');
    expect(confirmed).toHaveTextContent(`Bestillingsnummer: ${booked.reference}`);
    expect(toastSuccess).toHaveBeenCalledWith('Bestillingen er bekreftet!', expect.anything());
  });
});
