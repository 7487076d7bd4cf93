import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STAY_RULES, type Venue } from '@holidaze/domain';
import { api, apiError } from '../../../test/api';
import { venueRules } from '../../../test/handlers/venues';
import { recordApiCalls, server } from '../../../test/server';
import { mockSession } from '../../../test/session';
import { AvailabilityPanel, type AvailabilityPanelProps } from './availability-panel';
import { showIn } from '../../../test/locale';
import { formatDisplayDate } from '../../../shared/i18n';

const session = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../../shared/session', () => ({
  useSession: () => session.current,
  useAccountGuard: () => ({ message: null, check: () => null, openedAs: null }),
}));

const today = '2026-03-10';
const venue = {
  id: '6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11',
  name: 'Fjord Cabin',
  price: 1000,
  maxGuests: 4,
  bookings: [
    {
      id: 'b0',
      dateFrom: '2026-03-15T00:00:00.000Z',
      dateTo: '2026-03-18T00:00:00.000Z',
      guests: 2,
    },
  ],
} as unknown as Venue;

function renderPanel(
  initial: Partial<AvailabilityPanelProps['initial']> = {},
  shown: Venue = venue,
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AvailabilityPanel
          venue={shown}
          today={today}
          initial={{ dateFrom: null, dateTo: null, guests: null, ...initial }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const calendar = () => screen.findByRole('grid');

beforeEach(() => {
  session.current = mockSession;
});

describe('AvailabilityPanel', () => {
  it('asks a visitor to log in instead of offering to book', () => {
    session.current = { ...mockSession, token: null, username: null, isLoggedIn: false };
    renderPanel({ dateFrom: '2026-03-11', dateTo: '2026-03-13' });
    expect(screen.getByText('Login or register to book this property')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login or Register' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('says Request to book up front for a venue whose host answers each booking', async () => {
    server.use(venueRules({ ...DEFAULT_STAY_RULES, bookingMode: 'request' }));
    renderPanel({ dateFrom: '2026-03-11', dateTo: '2026-03-13' });
    expect(await screen.findByRole('button', { name: 'Request to book' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('says Request to book from the venue itself while its rules are still on their way', () => {
    server.use(
      http.get(api('/holidaze/venues/:id/rules'), async () => {
        await delay('infinite');
      }),
    );
    renderPanel(
      { dateFrom: '2026-03-11', dateTo: '2026-03-13' },
      {
        ...venue,
        bookingMode: 'request',
      },
    );
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('starts from the guests in the link, clamped to the venue', () => {
    renderPanel({ guests: '9' });
    expect(screen.getByLabelText('Guests')).toHaveValue('4');
  });

  it('picks a stay in the calendar, closes it and prices the stay', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('button', { name: 'Select dates to book' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check Available Dates' }));
    await calendar();
    expect(day(/^16 March 2026/)).toBeDisabled();
    expect(day(/^18 March 2026/)).toBeEnabled();

    await user.click(day(/^12 March 2026/));
    expect(day(/^19 March 2026/)).toBeDisabled();
    await user.click(day(/^15 March 2026/));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'Selected dates' });
    expect(within(chips).getByText('Check-in: Thu, 12 Mar 2026')).toBeInTheDocument();
    expect(within(chips).getByText('Check-out: Sun, 15 Mar 2026')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(summary).toHaveTextContent('3 nights');
    expect(summary).toHaveTextContent('NOK 3,000');
    expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Check Available Dates' }));
    await calendar();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Dates' }));
    expect(screen.queryByRole('region', { name: 'Booking summary' })).not.toBeInTheDocument();
  });

  it('can be used from the keyboard alone, and hands focus back when it closes', async () => {
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Check Available Dates' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await calendar();
    // The calendar opens with today focused.
    expect(day(/^10 March 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Booking summary' })).toHaveTextContent('2 nights');
  });

  it("shows 'Minimum stay 1 night' when the check-in is clicked as check-out", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Check Available Dates' }));
    await calendar();
    await user.click(day(/^12 March 2026/));
    await user.click(day(/^12 March 2026/));
    expect(screen.getByText('Minimum stay 1 night')).toBeInTheDocument();
    expect(screen.getByText('Check-in: Thu, 12 Mar 2026')).toBeInTheDocument();
    expect(screen.queryByText(/^Check-out:/)).not.toBeInTheDocument();
  });

  it('clears a linked range over a booked stay and explains it', () => {
    renderPanel({ dateFrom: '2026-03-14', dateTo: '2026-03-16' });
    expect(
      screen.getByText('This property is unavailable during Sat, 14 Mar 2026 - Mon, 16 Mar 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Booking summary' })).not.toBeInTheDocument();
  });

  it('closes the review and shows a refused booking in the red alert', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('/holidaze/bookings'), () =>
        apiError(409, 'The selected dates and guests either overlap'),
      ),
    );
    const calls = recordApiCalls();
    renderPanel({ dateFrom: '2026-03-11', dateTo: '2026-03-13', guests: '3' });
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const review = await screen.findByRole('dialog', { name: 'Review' });
    expect(
      (await within(review).findByText('Total', { selector: 'dt' })).parentElement,
    ).toHaveTextContent('NOK 2,000');
    await user.click(within(review).getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The selected dates and guests either overlap',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      { method: 'POST', path: '/holidaze/bookings', body: expect.objectContaining({ guests: 3 }) },
    ]);
  });
});

describe('AvailabilityPanel in Norwegian', () => {
  it('names the stay, the way to book and the calendar in Norwegian', async () => {
    await showIn('nb', ['venue', 'booking']);
    const user = userEvent.setup();
    renderPanel({ dateFrom: '2026-03-11', dateTo: '2026-03-13' });
    expect(screen.getByRole('heading', { name: 'Sjekk ledighet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestill nå' })).toBeEnabled();
    const chips = screen.getByRole('list', { name: 'Valgte datoer' });
    expect(chips).toHaveTextContent(`Innsjekking: ${formatDisplayDate('2026-03-11')}`);
    expect(chips).toHaveTextContent(`Utsjekking: ${formatDisplayDate('2026-03-13')}`);
    expect(screen.getByRole('heading', { name: 'Sammendrag av bestillingen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Gjester')).toHaveDisplayValue('2 gjester');

    await user.click(screen.getByRole('button', { name: 'Se ledige datoer' }));
    const grid = await calendar();
    // The calendar's own Norwegian (loaded with it) and the day names of ours.
    expect(grid).toHaveAccessibleName('mars 2026');
    expect(screen.getByRole('button', { name: 'Gå til neste måned' })).toBeInTheDocument();
    expect(day(/^10\. mars 2026, tirsdag, i dag/)).toBeInTheDocument();
    expect(day(/^11\. mars 2026, onsdag, valgt/)).toBeInTheDocument();
    expect(day(/^16\. mars 2026, mandag, ikke ledig/)).toBeInTheDocument();
  });
});
