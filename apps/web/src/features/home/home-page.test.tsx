import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIRST_PHOTO_ID } from '@holidaze/domain';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, ok } from '../../test/api';
import { recordApiCalls, server } from '../../test/server';
import { HERO_INTERVAL_MS } from './hero';
import HomePage from './home-page';
import { renderRoutesAt } from '../../test/render';
import { showIn } from '../../test/locale';

// The carousel needs layout APIs a test DOM lacks; the e2e tests drive the real one.
vi.mock('./room-carousel', () => ({ default: () => <p>rooms</p> }));

const top = [
  {
    id: 'v1',
    name: 'Fjord Lodge',
    media: [{ url: '/media/venues/1.svg', alt: 'Lodge by the fjord' }],
    location: { city: 'Bergen', country: 'Norway' },
  },
  { id: 'v2', name: 'Nowhere Inn', media: [], location: { city: null, country: '' } },
];

function renderHome() {
  server.use(http.get(api('/holidaze/venues'), () => ok(top)));
  const calls = recordApiCalls();
  const router = renderRoutesAt(
    [
      { path: '/', element: <HomePage /> },
      { path: '/browse', element: <p>browse</p> },
    ],
    '/',
    { session: false },
  );
  return { calls, router };
}

describe('HomePage', () => {
  it('asks only for the five most booked venues and shows them with defaults', async () => {
    const { calls } = renderHome();
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Stay' })).toBeInTheDocument();
    expect(await screen.findByText('Bergen, Norway')).toBeInTheDocument();
    expect(screen.getByText('Unknown City, Unknown Country')).toBeInTheDocument();
    expect(`${calls[0]!.url.pathname}${calls[0]!.url.search}`).toBe(
      '/api/holidaze/venues?sort=bookings&sortOrder=desc&limit=5',
    );
    const book = screen.getByRole('link', { name: /Book now Fjord Lodge/ });
    expect(book).toHaveAttribute('href', '/venue/v1');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/about');
  });

  it("takes the server's copy of the first photo away once its own has loaded, not before", async () => {
    const copy = document.body.appendChild(document.createElement('div'));
    copy.id = FIRST_PHOTO_ID;
    renderHome();
    const photo = await screen.findByRole('img', { name: 'Lodge by the fjord' });
    expect(document.getElementById(FIRST_PHOTO_ID)).toBe(copy);
    fireEvent.load(photo);
    await waitFor(() => expect(document.getElementById(FIRST_PHOTO_ID)).toBeNull());
  });

  it("takes the server's copy away when the hero has no photo to show", async () => {
    const copy = document.body.appendChild(document.createElement('div'));
    copy.id = FIRST_PHOTO_ID;
    server.use(http.get(api('/holidaze/venues'), () => ok([])));
    renderRoutesAt([{ path: '/', element: <HomePage /> }], '/', { session: false });
    await waitFor(() => expect(document.getElementById(FIRST_PHOTO_ID)).toBeNull());
  });

  it('advances the hero every two seconds and loops', async () => {
    // The hero's interval on a fake clock, moved by hand: the same steps however busy the machine.
    // Only setInterval is faked; the data still arrives on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderHome();
      const first = await screen.findByText('Bergen, Norway');
      const slideOf = (el: HTMLElement) => el.closest('[aria-roledescription="slide"]')!;
      expect(slideOf(first)).toHaveAttribute('aria-hidden', 'false');
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
      expect(slideOf(first)).toHaveAttribute('aria-hidden', 'false');
      act(() => vi.advanceTimersByTime(1));
      expect(slideOf(first)).toHaveAttribute('aria-hidden', 'true');
      // Two venues: the second interval brings the first back.
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
      expect(slideOf(first)).toHaveAttribute('aria-hidden', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it("draws a hero slide's photo once it is shown or next, not all five at first", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Frames run when the test says: the next photo waits for the first one's paint.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      const five = [1, 2, 3, 4, 5].map((n) => ({
        id: `v${n}`,
        name: `Venue ${n}`,
        media: [{ url: `/media/venues/${n}.svg`, alt: `Photo ${n}` }],
        location: { city: `City ${n}`, country: 'Norway' },
      }));
      server.use(http.get(api('/holidaze/venues'), () => ok(five)));
      renderRoutesAt([{ path: '/', element: <HomePage /> }], '/', { session: false });
      await screen.findByText('City 1, Norway');
      const photos = () =>
        screen.queryAllByRole('img', { hidden: true }).map((img) => img.getAttribute('alt'));
      expect(photos()).toEqual(['Photo 1']);
      act(() => frames.splice(0).forEach((frame) => frame(0)));
      await waitFor(() => expect(photos()).toEqual(['Photo 1', 'Photo 2']));
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
      expect(photos()).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
      // Once shown, a photo stays: going round again fetches nothing twice.
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 5));
      expect(photos()).toEqual(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4', 'Photo 5']);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('searches Browse with the city, guests and dates in the URL', async () => {
    const { router } = renderHome();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), '  Oslo ');
    const guests = screen.getByLabelText('Guests');
    await user.clear(guests);
    await user.type(guests, '3');
    await user.type(screen.getByLabelText('Check-in'), '2030-06-01');
    await user.type(screen.getByLabelText('Check-out'), '2030-06-05');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    expect(router.state.location.search).toBe(
      '?q=Oslo&guests=3&dateFrom=2030-06-01&dateTo=2030-06-05',
    );
  });
});

describe('HomePage in Norwegian', () => {
  it('says the hero, its slides and the about section in bokmål', async () => {
    await showIn('nb', ['home']);
    renderHome();
    expect(screen.getByRole('heading', { name: 'Finn det perfekte oppholdet' })).toBeVisible();
    expect(await screen.findByText('Ukjent by, Ukjent land')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Populære overnattingssteder' })).toBeVisible();
    expect(
      screen.getByText('Bergen, Norway').closest('[aria-roledescription="slide"]'),
    ).toHaveAttribute('aria-label', '1 av 2');
    expect(screen.getByRole('link', { name: /^Bestill nå Fjord Lodge/ })).toHaveAccessibleName(
      'Bestill nå Fjord Lodge (åpnes i en ny fane)',
    );
    expect(screen.getByRole('heading', { name: 'Håndplukkede ferier' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Utforsk mer' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('heading', { name: 'Velg rommet ditt' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Utforsk alle overnattingssteder' })).toBeVisible();
  });
});
