import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_WORDS_ID,
  formatDisplayDate,
  formatNok,
  formatOre,
  type Venue,
} from '@holidaze/domain';
import { api, apiError, ok } from '../../test/api';
import { reviewSummaryOf } from '../../test/handlers/reviews';
import { unknownLocation, venueOf } from '../../test/handlers/venues';
import { recordApiCalls, server, type ApiCall } from '../../test/server';
import BrowsePage from './browse-page';
import { noRetryQueryClient, renderRoutesAt } from '../../test/render';
import { showIn, asRead } from '../../test/locale';

const venue = (id: string, extra: Partial<Venue> = {}) =>
  venueOf(id, {
    description: '',
    price: 1250,
    rating: 4.5,
    location: { ...unknownLocation, city: 'Oslo', country: 'Norway' },
    ...extra,
  });

/** Answers the search with two venues of 26 (or fails with `status`); returns the calls. */
function serve(status = 200) {
  server.use(
    http.get(api('/holidaze/venues'), () =>
      status === 200
        ? ok(
            [
              venue('a', { isUnavailable: true }),
              venue('b', { name: 'A remarkably long venue name that goes on and on' }),
              venue('c', { bookingMode: 'request' }),
            ],
            { pageCount: 3, totalCount: 26, currentPage: 1 },
          )
        : apiError(status),
    ),
  );
  return recordApiCalls();
}

const lastQuery = (calls: ApiCall[]) => calls.at(-1)!.url.searchParams;

function renderAt(path: string) {
  return renderRoutesAt([{ path: '/browse', element: <BrowsePage /> }], path, {
    client: noRetryQueryClient(),
    session: false,
  });
}

/** Opens the page at `path` over serve()'s answer, once its cards show, for a test that acts. */
async function openAt(path: string) {
  serve();
  const user = userEvent.setup();
  const router = renderAt(path);
  await screen.findByText('Venue a');
  return { user, router };
}

// The searched dates are weeks ahead of this "today" (only the date is faked).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-01T12:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('BrowsePage', () => {
  it('keeps one live line for the results summary from the first render, filled once they come', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve();
    server.use(
      http.get(api('/holidaze/venues'), async () => {
        await answered;
        return ok([venue('a')], { pageCount: 1, totalCount: 1, currentPage: 1 });
      }),
    );
    renderAt('/browse?q=Oslo');
    const results = screen.getByRole('region', { name: 'Results' });
    const line = results.querySelector('[aria-live="polite"]');
    expect(line).toBeInstanceOf(HTMLParagraphElement);
    expect(line).toHaveTextContent(/^$/);
    answer();
    await screen.findByText('Venue a');
    expect(results.querySelector('[aria-live="polite"]')).toBe(line);
    expect(line).toHaveTextContent('1 venue in Oslo · 2 guests');
  });

  it('asks the server for one page with the filters of the URL and shows the cards', async () => {
    const calls = serve();
    renderAt('/browse?q=Oslo&guests=3&dateFrom=2026-12-01&dateTo=2026-12-04&wifi=true&page=2');
    await screen.findByText('Venue a');
    const query = lastQuery(calls);
    expect(Object.fromEntries(query)).toEqual({
      q: 'Oslo',
      guests: '3',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-04',
      wifi: 'true',
      sort: 'created',
      sortOrder: 'desc',
      page: '2',
      limit: '12',
    });
    expect(screen.getByText(/26 venues in Oslo/)).toHaveTextContent(
      '26 venues in Oslo · Tue, 01 Dec 2026 – Fri, 04 Dec 2026 (3 nights) · 3 guests · Has Wifi',
    );
    expect(screen.getAllByText('Unavailable during your selected dates')).toHaveLength(1);
    expect(screen.getByText('A remarkably long venue name...')).toBeInTheDocument();
    // The first venue is taken on those dates: its link offers other dates, not Book now.
    const book = screen.getAllByRole('link', { name: /See other dates/ })[0]!;
    expect(book).toHaveAttribute('href', '/venue/a?dateFrom=2026-12-01&dateTo=2026-12-04&guests=3');
    expect(book).toHaveAttribute('target', '_blank');
    // A venue whose host answers each booking says so on its card.
    expect(screen.getAllByRole('link', { name: /^Request to book Venue c/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Book now/ })).toHaveLength(1);
  });

  it('takes the server’s copy of its offer away once its own is on screen', async () => {
    const copy = document.body.appendChild(document.createElement('div'));
    copy.id = FIRST_WORDS_ID;
    serve();
    renderAt('/browse');
    expect(await screen.findByRole('region', { name: 'Discounts' })).toHaveTextContent(
      'Longer stays can cost less',
    );
    await waitFor(() => expect(document.getElementById(FIRST_WORDS_ID)).toBeNull());
  });

  it("shows the guests' score on a card, or New before the first review, never the host's", async () => {
    server.use(
      http.get(api('/holidaze/venues'), () =>
        ok(
          [
            venue('new', { rating: 5 }),
            venue('reviewed', {
              rating: 3,
              reviewSummary: reviewSummaryOf(2, 4),
            }),
          ],
          { pageCount: 1, totalCount: 2, currentPage: 1 },
        ),
      ),
    );
    renderAt('/browse');
    const fresh = (await screen.findByText('Venue new')).closest('article')!;
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(within(fresh).queryByRole('img', { name: /stars/ })).toBeNull();
    const reviewed = screen.getByText('Venue reviewed').closest('article')!;
    expect(within(reviewed).getByRole('img', { name: '4.0 stars' })).toBeInTheDocument();
  });

  it('resets to page 1 when the sort changes, and keeps the filters', async () => {
    const calls = serve();
    const router = renderAt('/browse?q=Oslo&page=2');
    await screen.findByText('Venue a');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Oslo&sort=price-asc'));
    await waitFor(() => expect(lastQuery(calls).get('sort')).toBe('price'));
    expect(lastQuery(calls).get('sortOrder')).toBe('asc');
    expect(lastQuery(calls).get('page')).toBe('1');
  });

  it('moves between pages through the URL', async () => {
    const calls = serve();
    const router = renderAt('/browse');
    await screen.findByText('Venue a');
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(lastQuery(calls).get('page')).toBe('2'));
  });

  it('applies amenities and clears the search back to the defaults', async () => {
    const { user, router } = await openAt('/browse?q=Bergen&guests=5');
    await user.click(screen.getByLabelText('Pets Allowed'));
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Bergen&guests=5&pets=true'));
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Guests')).toHaveValue(2);
  });

  it('keeps what the traveller is filling in when the map puts its box in the URL', async () => {
    const { user, router } = await openAt('/browse?q=Bergen');
    await user.click(screen.getByLabelText('Pets Allowed'));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Voss');
    // What the map does after a settled move: the same search, its box, the entry replaced.
    await router.navigate('/browse?q=Bergen&bbox=5%2C60%2C6%2C61', { replace: true });
    await screen.findByText(/in the map area/);
    expect(screen.getByLabelText('Pets Allowed')).toBeChecked();
    expect(screen.getByLabelText('City')).toHaveValue('Voss');
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=Bergen&pets=true&bbox=5%2C60%2C6%2C61'),
    );
  });

  it("keeps the map's area when the search is cleared, so the list and the map still agree", async () => {
    const { user, router } = await openAt('/browse?q=Bergen&wifi=true&bbox=5%2C60%2C6%2C61');
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?bbox=5%2C60%2C6%2C61'));
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Has Wifi')).not.toBeChecked();
  });

  it('follows the URL when Back and Forward change the filters', async () => {
    const { user, router } = await openAt('/browse?q=Bergen');
    await user.click(screen.getByLabelText('Pets Allowed'));
    await user.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Bergen&pets=true'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Pets Allowed')).not.toBeChecked());
    expect(screen.getByLabelText('City')).toHaveValue('Bergen');
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('Pets Allowed')).toBeChecked());
  });

  it("shows 'Failed to load venues' in red when the server fails without a message", async () => {
    serve(500);
    renderAt('/browse');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load venues');
  });

  it('leaves out past dates in the link and says so, searching the city alone', async () => {
    const calls = serve();
    renderAt('/browse?q=Bergen&dateFrom=2024-01-01&dateTo=2024-01-03');
    await screen.findByText('Venue a');
    expect(lastQuery(calls).get('dateFrom')).toBeNull();
    expect(lastQuery(calls).get('q')).toBe('Bergen');
    expect(screen.getByText(/has passed/)).toHaveTextContent(
      'The check-in date in the link (Mon, 01 Jan 2024) has passed, so the dates were left out.',
    );
  });
});

describe('BrowsePage in Norwegian', () => {
  it('says the search, the filters and each card in bokmål, prices as Norwegian writes them', async () => {
    await showIn('nb', ['browse']);
    server.use(
      http.get(api('/holidaze/venues'), () =>
        ok([venue('a', { isUnavailable: false, stayTotalOre: 412_500 })], {
          pageCount: 1,
          totalCount: 1,
          currentPage: 1,
        }),
      ),
    );
    renderAt('/browse?q=Oslo&guests=3&dateFrom=2026-12-01&dateTo=2026-12-04&wifi=true');
    const card = (await screen.findByText('Venue a')).closest('article')!;
    expect(screen.getByRole('heading', { name: 'Utforsk overnattingssteder' })).toBeVisible();
    // The card's price: the stay's total for its nights, then the night's price.
    expect(card).toHaveTextContent(
      asRead(`${formatOre(412_500, 'nb')} for 3 netter · ${formatNok(1250, 'nb')} / natt`),
    );
    expect(within(card).getByRole('link', { name: /^Bestill nå Venue a/ })).toHaveAccessibleName(
      'Bestill nå Venue a (åpnes i en ny fane)',
    );
    // The filters: the amenity the URL asked for, checked under its Norwegian label.
    expect(screen.getByRole('checkbox', { name: 'Har Wi-Fi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kjæledyr tillatt' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Bruk filteret' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sorter etter' })).toHaveDisplayValue(
      'Nyeste først',
    );
    const from = formatDisplayDate('2026-12-01', 'nb');
    const to = formatDisplayDate('2026-12-04', 'nb');
    expect(screen.getByText(/overnattingssted i Oslo/)).toHaveTextContent(
      `1 overnattingssted i Oslo · ${from} – ${to} (3 netter) · 3 gjester · Har Wi-Fi`,
    );
  });
});
