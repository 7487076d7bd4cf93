import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DEFAULT_STAY_RULES } from '@holidaze/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ok } from '../../../test/api';
import { showIn } from '../../../test/locale';
import { noRetryQueryClient, renderRoutesAt } from '../../../test/render';
import { server } from '../../../test/server';
import { storeSession } from '../../../test/session';
import type { VenueMonth } from './api/calendar';
import VenueCalendarPage from './venue-calendar-page';

const base = '/holidaze/venues/venue-1';

const march: VenueMonth = {
  month: '2026-03',
  venue: { id: 'venue-1', name: 'Fjord Cabin' },
  bookings: [
    {
      id: 'b-1',
      reference: 'REF-1',
      dateFrom: '2026-03-02',
      dateTo: '2026-03-04',
      nights: 2,
      guests: 3,
      status: 'confirmed',
      customer: { name: 'tom' },
    },
    {
      id: 'b-2',
      reference: 'REF-2',
      dateFrom: '2026-03-10',
      dateTo: '2026-03-11',
      nights: 1,
      guests: 1,
      status: 'requested',
      customer: { name: 'eve' },
    },
  ],
  blocks: [
    {
      id: 'k-1',
      dateFrom: '2026-03-25',
      dateTo: '2026-03-26',
      note: null,
      source: 'feed',
      feedId: 'f-1',
      summary: 'Reserved',
      conflict: true,
    },
  ],
  rules: DEFAULT_STAY_RULES,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T12:00:00'));
  storeSession('ann', { manager: true });
  server.use(
    http.get(api(`${base}/calendar`), () => ok(march)),
    http.get(api(`${base}/calendar-feed`), () => ok({ url: 'https://example.com/feed.ics' })),
    http.get(api(`${base}/ical-feeds`), () => ok([])),
  );
});

afterEach(() => vi.useRealTimers());

describe('VenueCalendarPage in Norwegian', () => {
  it('shows the month, the stay rules, the prices and the feeds in Norwegian', async () => {
    const user = userEvent.setup();
    await showIn('nb', ['host']);
    renderRoutesAt(
      [{ path: '/admin/:adminId/calendar/:venueId', element: <VenueCalendarPage /> }],
      '/admin/ann/calendar/venue-1?month=2026-03',
      { client: noRetryQueryClient(), session: false },
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kalender: Fjord Cabin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Mine overnattingssteder' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'mars 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forrige måned' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neste måned' })).toBeInTheDocument();

    const table = screen.getByRole('table', {
      name: 'Nettene i mars 2026: bestilt, sperret eller ledig',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn']);
    expect(within(table).getByText('eve (forespørsel)')).toBeInTheDocument();

    const bookings = screen.getByRole('region', { name: 'Bestillinger denne måneden' });
    const [stay, request] = within(bookings).getAllByRole('listitem');
    expect(stay).toHaveTextContent(/^tom: .+, 2 netter, 3 gjester$/);
    expect(request).toHaveTextContent(
      /^eve \(forespørsel som venter på svaret ditt\): .+, 1 natt, 1 gjest$/,
    );
    const blocks = screen.getByRole('region', { name: 'Sperrede datoer denne måneden' });
    expect(blocks).toHaveTextContent(
      'fra en annen kanal: Reserved · i konflikt med en bestilling her',
    );

    const blockForm = screen.getByRole('form', { name: 'Sperr datoer' });
    expect(within(blockForm).getByLabelText('Første natt')).toBeInTheDocument();
    expect(within(blockForm).getByLabelText('Til (utsjekkingsdag)')).toBeInTheDocument();

    const rules = screen.getByRole('form', { name: 'Regler for opphold' });
    expect(
      within(rules).getByRole('group', { name: 'Slik bestiller gjestene' }),
    ).toBeInTheDocument();
    expect(within(rules).getByLabelText('Minste antall netter')).toBeInTheDocument();
    await user.click(within(rules).getByRole('button', { name: 'Legg til sesong' }));
    expect(within(rules).getByLabelText('Sesong 1 fra')).toBeInTheDocument();
    expect(within(rules).getByLabelText('Sesong 1 minste antall netter')).toBeInTheDocument();
    expect(within(rules).getByRole('button', { name: 'Fjern sesong 1' })).toBeInTheDocument();
    expect(within(rules).getByRole('button', { name: 'Lagre regler' })).toBeInTheDocument();

    const pricing = await screen.findByRole('form', { name: 'Priser og avbestilling' });
    expect(
      within(pricing).getByLabelText('Rengjøringsgebyr per opphold (NOK)'),
    ).toBeInTheDocument();
    expect(within(pricing).getByLabelText('Ukesrabatt, 7+ netter (%)')).toBeInTheDocument();
    expect(
      within(pricing).getByRole('radio', { name: /^Fleksibel: Gratis avbestilling/ }),
    ).toBeInTheDocument();
    await user.click(within(pricing).getByRole('button', { name: 'Legg til prissesong' }));
    expect(within(pricing).getByLabelText('Prissesong 1 pris per natt (NOK)')).toBeInTheDocument();
    expect(within(pricing).getByRole('button', { name: 'Lagre priser' })).toBeInTheDocument();

    const feeds = screen.getByRole('region', { name: 'Kalendere fra andre nettsteder' });
    expect(within(feeds).getByRole('button', { name: 'Legg til kalender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopier adressen' })).toBeInTheDocument();
  });
});
