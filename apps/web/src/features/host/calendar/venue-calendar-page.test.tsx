import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_STAY_RULES, FEED_MESSAGES, type StayRules } from '@holidaze/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiError, ok } from '../../../test/api';
import { showIn } from '../../../test/locale';
import { recordApiCalls, server, expectWrites, writes } from '../../../test/server';
import { storeSession } from '../../../test/session';
import type { ImportedFeed, VenueMonth } from './api/calendar';
import VenueCalendarPage from './venue-calendar-page';
import { noRetryQueryClient, renderRoutesAt } from '../../../test/render';

const VENUE = 'venue-1';
const base = `/holidaze/venues/${VENUE}`;

const month = (rules: StayRules = DEFAULT_STAY_RULES): VenueMonth => ({
  month: '2026-03',
  venue: { id: VENUE, name: 'Fjord Cabin' },
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
      dateFrom: '2026-03-20',
      dateTo: '2026-03-22',
      note: 'painting',
      source: 'host',
      feedId: null,
      summary: null,
      conflict: false,
    },
    {
      id: 'k-2',
      dateFrom: '2026-03-25',
      dateTo: '2026-03-26',
      note: null,
      source: 'feed',
      feedId: 'f-1',
      summary: 'Reserved',
      conflict: true,
    },
  ],
  rules,
});

/** The venue's one imported calendar, last read at `readAt` and due again at `nextSync`. */
const importedFeed = (readAt: string, nextSync: string): ImportedFeed => ({
  id: 'f-1',
  url: 'https://other.example/cal.ics',
  created: '2026-03-01T08:00:00.000Z',
  lastAttempt: readAt,
  lastSuccess: readAt,
  lastError: null,
  lastErrorCategory: null,
  nextSync,
});

/** The same calendar, whose last read was answered with a 404 (as the server records it). */
const failedFeed: ImportedFeed = {
  ...importedFeed('2026-03-01T09:30:00.000Z', '2026-03-01T10:30:00.000Z'),
  lastAttempt: '2026-03-02T11:00:00.000Z',
  lastError: 'the feed answered 404',
  lastErrorCategory: 'status',
};

function renderPage(path = `/admin/ann/calendar/${VENUE}?month=2026-03`) {
  return renderRoutesAt(
    [{ path: '/admin/:adminId/calendar/:venueId', element: <VenueCalendarPage /> }],
    path,
    {
      client: noRetryQueryClient(),
      session: false,
    },
  );
}

let monthsAsked: string[] = [];

beforeEach(() => {
  // The month shown is March 2026, and today is in it: blocks start today or later.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T12:00:00'));
  storeSession('ann', { manager: true });
  monthsAsked = [];
  server.use(
    http.get(api(`${base}/calendar`), ({ request }) => {
      monthsAsked.push(new URL(request.url).searchParams.get('month') ?? '');
      return ok(month());
    }),
    http.get(api(`${base}/calendar-feed`), () => ok({ url: 'https://example.com/feed.ics' })),
    http.get(api(`${base}/ical-feeds`), () => ok([])),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('VenueCalendarPage', () => {
  it("shows the month's bookings and blocks, in the table and as lists", async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Calendar: Fjord Cabin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'March 2026' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Nights of March 2026/ });
    expect(within(table).getAllByText('tom')).toHaveLength(2);
    expect(within(table).getByText('eve (request)')).toBeInTheDocument();
    // A block whose nights are booked here takes none: it is listed, not drawn.
    expect(within(table).getAllByText('Blocked')).toHaveLength(2);
    expect(within(table).queryByText('Other channel')).not.toBeInTheDocument();

    const bookings = screen.getByRole('region', { name: 'Bookings this month' });
    expect(
      within(bookings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'tom: Mon, 02 Mar 2026 – Wed, 04 Mar 2026, 2 nights, 3 guests',
      'eve (request waiting for your answer): Tue, 10 Mar 2026 – Wed, 11 Mar 2026, 1 night, 1 guest',
    ]);
    const blocks = screen.getByRole('region', { name: 'Blocked dates this month' });
    expect(within(blocks).getByText(/\(painting\)/)).toBeInTheDocument();
    expect(
      within(blocks).getByText(/from another channel: Reserved · conflicts with a booking here/),
    ).toBeInTheDocument();
    // Only the host's own block can be unblocked here.
    expect(within(blocks).getAllByRole('button', { name: /^Unblock/ })).toHaveLength(1);
  });

  it('moves a month at a time, asking for that month', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'March 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'April 2026' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-04');
    await vi.waitFor(() => expect(monthsAsked).toContain('2026-04'));
  });

  it('blocks dates with a trimmed note, and unblocks the host’s own block', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api(`${base}/blocks`), () => ok({ id: 'k-3' }, {}, 201)),
      http.delete(api(`${base}/blocks/k-1`), () => new Response(null, { status: 204 })),
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Block dates' });
    const calls = recordApiCalls();
    fireEvent.change(within(form).getByLabelText('First night'), {
      target: { value: '2026-03-12' },
    });
    fireEvent.change(within(form).getByLabelText('Until (check-out day)'), {
      target: { value: '2026-03-14' },
    });
    await user.type(within(form).getByLabelText('Private note (optional)'), '  repairs ');
    await user.click(within(form).getByRole('button', { name: 'Block dates' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Blocked Thu, 12 Mar 2026 – Sat, 14 Mar 2026.',
    );

    await user.click(
      screen.getByRole('button', { name: 'Unblock Fri, 20 Mar 2026 – Sun, 22 Mar 2026' }),
    );
    await expectWrites(calls, [
      {
        method: 'POST',
        path: `${base}/blocks`,
        body: { dateFrom: '2026-03-12', dateTo: '2026-03-14', note: 'repairs' },
      },
      { method: 'DELETE', path: `${base}/blocks/k-1`, body: undefined },
    ]);
  });

  it.each([
    {
      what: 'starts before today',
      from: '2026-03-01',
      until: '2026-03-04',
      message: 'Blocked dates cannot start in the past',
      field: 'First night',
    },
    {
      what: 'ends before it starts',
      from: '2026-03-14',
      until: '2026-03-12',
      message: 'The end date must be after the start date',
      field: 'Until (check-out day)',
    },
  ])('refuses a block that $what, at the field, and sends nothing', async (block) => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Block dates' });
    const calls = recordApiCalls();
    expect(within(form).getByLabelText('First night')).toHaveAttribute('min', '2026-03-02');
    fireEvent.change(within(form).getByLabelText('First night'), {
      target: { value: block.from },
    });
    fireEvent.change(within(form).getByLabelText('Until (check-out day)'), {
      target: { value: block.until },
    });
    await user.click(within(form).getByRole('button', { name: 'Block dates' }));
    expect(await within(form).findByText(block.message)).toBeInTheDocument();
    expect(within(form).getByLabelText(block.field)).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('adds a calendar from another site by its trimmed address, refusing one that is not a URL', async () => {
    const user = userEvent.setup();
    server.use(http.post(api(`${base}/ical-feeds`), () => ok({ id: 'f-1' }, {}, 201)));
    renderPage();
    const feeds = await screen.findByRole('region', { name: 'Calendars from other sites' });
    const address = within(feeds).getByLabelText('Calendar address (https://…)');
    const calls = recordApiCalls();
    await user.type(address, 'not a link');
    await user.click(within(feeds).getByRole('button', { name: 'Add calendar' }));
    expect(
      await within(feeds).findByText('Must be an http(s) URL of an iCalendar feed'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.clear(address);
    await user.type(address, '  https://other.example/cal.ics ');
    await user.click(within(feeds).getByRole('button', { name: 'Add calendar' }));
    expect(await within(feeds).findByText(/^Feed added/)).toBeInTheDocument();
    expect(address).toHaveValue('');
    await expectWrites(calls, [
      {
        method: 'POST',
        path: `${base}/ical-feeds`,
        body: { url: 'https://other.example/cal.ics' },
      },
    ]);
  });

  it("says when an imported calendar was last read in the site's date style, with the zone", async () => {
    server.use(
      http.get(api(`${base}/ical-feeds`), () =>
        ok([importedFeed('2026-03-01T09:30:00.000Z', '2026-03-01T10:30:00.000Z')]),
      ),
    );
    renderPage();
    const feeds = await screen.findByRole('region', { name: 'Calendars from other sites' });
    // The day and the time are the viewer's, with the zone named.
    expect(
      await within(feeds).findByText(
        /Last read (Sun|Mon), 0[12] Mar 2026, \d{2}:\d{2} (UTC|GMT[+-]\d)/,
      ),
    ).toBeInTheDocument();
  });

  it("says why an imported calendar's last read failed, as the server recorded it", async () => {
    server.use(http.get(api(`${base}/ical-feeds`), () => ok([failedFeed])));
    renderPage();
    const feeds = await screen.findByRole('region', { name: 'Calendars from other sites' });
    expect(
      await within(feeds).findByText(/Last read failed: the feed answered 404$/),
    ).toBeInTheDocument();
  });

  it('saves the stay rules as numbers, with a season, and says so', async () => {
    const user = userEvent.setup();
    server.use(http.put(api(`${base}/rules`), async ({ request }) => ok(await request.json())));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Stay rules' });
    const calls = recordApiCalls();
    await user.clear(within(form).getByLabelText('Minimum nights'));
    await user.type(within(form).getByLabelText('Minimum nights'), '3');
    await user.click(within(form).getByLabelText(/Request to book/));
    await user.clear(within(form).getByLabelText(/Hours to answer a request/));
    await user.type(within(form).getByLabelText(/Hours to answer a request/), '12');
    await user.click(within(form).getByRole('button', { name: 'Add season' }));
    fireEvent.change(within(form).getByLabelText('Season 1 from'), {
      target: { value: '2026-07-01' },
    });
    fireEvent.change(within(form).getByLabelText('Season 1 until'), {
      target: { value: '2026-07-10' },
    });
    await user.clear(within(form).getByLabelText('Season 1 minimum nights'));
    await user.type(within(form).getByLabelText('Season 1 minimum nights'), '5');
    await user.type(within(form).getByLabelText('Season 1 name (optional)'), 'Festival');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Stay rules saved.');
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `${base}/rules`,
        body: {
          ...DEFAULT_STAY_RULES,
          minNights: 3,
          bookingMode: 'request',
          requestHours: 12,
          seasons: [
            { dateFrom: '2026-07-01', dateTo: '2026-07-10', minNights: 5, label: 'Festival' },
          ],
        },
      },
    ]);
  });

  it('sends no stay rules the API would refuse, and says what is wrong at the field', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Stay rules' });
    const calls = recordApiCalls();
    await user.clear(within(form).getByLabelText('Minimum nights'));
    await user.click(within(form).getByRole('button', { name: 'Add season' }));
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));

    const minimum = within(form).getByLabelText('Minimum nights');
    expect(
      await within(form).findByText('Must be a whole number from 1 to 90'),
    ).toBeInTheDocument();
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(minimum).toHaveFocus();
    expect(within(form).getByLabelText('Season 1 from')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);

    // Fixed as it is typed, once a save was tried.
    await user.type(minimum, '2');
    await vi.waitFor(() =>
      expect(
        within(form).queryByText('Must be a whole number from 1 to 90'),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows why the API refused the rules', async () => {
    const user = userEvent.setup();
    server.use(http.put(api(`${base}/rules`), () => apiError(400, 'Venue is not yours')));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Stay rules' });
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Venue is not yours');
    expect(within(form).getByRole('status')).toHaveTextContent('');
  });

  it('shows the error alone to someone whose venue it is not', async () => {
    server.use(http.get(api(`${base}/calendar`), () => apiError(403, 'Only the owner')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner');
    expect(screen.queryByRole('form', { name: 'Stay rules' })).not.toBeInTheDocument();
  });
});

describe('VenueCalendarPage in Norwegian', () => {
  it('shows the month, the stay rules, the prices and the feeds in Norwegian', async () => {
    const user = userEvent.setup();
    await showIn('nb', ['host']);
    renderPage();

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

  it('says in Norwegian why a feed is not read again yet', async () => {
    server.use(
      http.get(api(`${base}/ical-feeds`), () =>
        ok([importedFeed('2026-03-02T11:59:30.000Z', '2026-03-02T12:29:30.000Z')]),
      ),
      http.post(api(`${base}/ical-feeds/f-1/sync`), () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'feed.syncTooSoon',
                message: `${FEED_MESSAGES.syncTooSoon}; try again in 30 s`,
              },
            ],
          },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    await showIn('nb', ['host']);
    renderPage();
    const feeds = await screen.findByRole('region', { name: 'Kalendere fra andre nettsteder' });
    await userEvent
      .setup()
      .click(await within(feeds).findByRole('button', { name: 'Synkroniser nå' }));
    expect(await within(feeds).findByRole('alert')).toHaveTextContent(
      'Denne feeden leses høyst én gang i minuttet på forespørsel; prøv igjen om under ett minutt',
    );
  });

  it("says in Norwegian why an imported calendar's last read failed, by its kind", async () => {
    server.use(http.get(api(`${base}/ical-feeds`), () => ok([failedFeed])));
    await showIn('nb', ['host']);
    renderPage();
    const feeds = await screen.findByRole('region', { name: 'Kalendere fra andre nettsteder' });
    expect(
      await within(feeds).findByText(
        /Siste lesing mislyktes: serveren til feeden svarte med en feil$/,
      ),
    ).toBeInTheDocument();
  });
});
