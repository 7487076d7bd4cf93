import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, LOCALE_COOKIE, todayLocal, type Booking } from '@holidaze/domain';
import { api, apiError } from '../../test/api';
import { travellerBookings } from '../../test/handlers/bookings';
import { profileRead } from '../../test/handlers/profiles';
import { showIn } from '../../test/locale';
import { server } from '../../test/server';
import { routes } from './traveller-area';
import { booking, profile, renderWithProviders, storeSession, USER } from './test-support';

vi.mock('./bookings/booking-carousel', () => ({ default: () => <div>photos</div> }));

function Area() {
  return useRoutes(routes);
}

const renderArea = (path: string) =>
  renderWithProviders(
    [
      { path: '/user/:userId/*', element: <Area /> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );

const day = (offset: number) => addDays(todayLocal(), offset);
const bookings = [
  booking('next', day(5), day(7), { name: 'Harbour Loft' }),
  booking('now', day(-1), day(2), { name: 'Forest Cabin' }),
  booking('past', day(-30), day(-28), { name: 'Old Mill' }),
];

function stubProfile(overrides = {}, shown: Booking[] = bookings) {
  server.use(
    // About Me's e-mail choices (loaded lazily with the page).
    http.get(api('/holidaze/notifications/email-preferences'), () =>
      HttpResponse.json({
        data: { requests: true, bookings: true, reminders: true, calendar: true, messages: true },
        meta: {},
      }),
    ),
    profileRead(profile({ _count: { venues: 0, bookings: shown.length }, ...overrides })),
    travellerBookings(shown),
  );
}

describe("the traveller's area", () => {
  it('shows the header, the tabs and the upcoming bookings at its index', async () => {
    storeSession();
    stubProfile();
    renderArea(`/user/${USER}`);
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(await screen.findByRole('heading', { level: 1, name: USER })).toBeInTheDocument();
    expect(screen.getByText('Traveler')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit avatar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit banner' })).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'My account' });
    expect(within(tabs).getByRole('link', { name: 'Upcoming Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'About Me' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('button', { name: 'Become a Host' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Upcoming Bookings' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Harbour Loft']);
  });

  it('lists started and ended stays under Booking History, most recent first', async () => {
    const user = userEvent.setup();
    storeSession();
    stubProfile();
    const { router } = renderArea(`/user/${USER}`);
    await user.click(await screen.findByRole('link', { name: 'Booking History' }));
    expect(router.state.location.pathname).toBe(`/user/${USER}/user-booking-history`);
    const list = await screen.findByRole('list', { name: 'Booking History' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Forest Cabin',
      'Old Mill',
    ]);
    expect(within(cards[0]!).getByText('Ongoing')).toBeInTheDocument();
  });

  it('shows the booking a link names first, whichever tab it is on', async () => {
    storeSession();
    stubProfile();
    renderArea(`/user/${USER}/user-booking-history?booking=next`);
    const linked = await screen.findByRole('region', { name: 'The booking from your link' });
    expect(within(linked).getByRole('heading', { name: 'Harbour Loft' })).toBeInTheDocument();
  });

  it('shows About Me with real figures and no invented reviews', async () => {
    storeSession();
    stubProfile({ bio: 'Fjords and coffee.' });
    renderArea(`/user/${USER}/user-profile`);
    const about = await screen.findByRole('region', { name: 'About Me' });
    expect(about).toHaveTextContent(`${USER}@stud.noroff.no`);
    expect(about).toHaveTextContent('Bookings Made3');
    expect(about).toHaveTextContent('Reviews Given0');
    expect(about).toHaveTextContent('Fjords and coffee.');
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('shows the reviews the traveller wrote and those hosts wrote about them', async () => {
    storeSession();
    stubProfile();
    const written = (side: 'guest' | 'host', text: string, published: string | null) => ({
      id: `r-${side}`,
      bookingId: 'b-1',
      side,
      author: { name: side === 'guest' ? USER : 'hosta', avatar: { url: '/a.svg', alt: '' } },
      subject: { name: side === 'guest' ? 'hosta' : USER },
      venue: { id: 'v-1', name: 'Old Mill' },
      stars: 4,
      categories: null,
      text,
      stay: { dateFrom: '2026-01-02T00:00:00.000Z', dateTo: '2026-01-05T00:00:00.000Z' },
      created: '2026-01-05T10:00:00.000Z',
      published,
      reply: null,
    });
    server.use(
      http.get(api('/holidaze/profiles/:name/reviews'), ({ request }) => {
        const given = new URL(request.url).searchParams.get('role') === 'given';
        const review = given
          ? written('guest', 'A mill full of character.', null)
          : written('host', 'A tidy, friendly guest.', '2026-01-06T10:00:00.000Z');
        return HttpResponse.json({
          data: [review],
          meta: { currentPage: 1, pageCount: 1, totalCount: 1, averageStars: given ? null : 4 },
        });
      }),
    );
    renderArea(`/user/${USER}/user-profile`);
    const about = await screen.findByRole('region', { name: 'About Me' });
    await waitFor(() => expect(about).toHaveTextContent('Reviews Given1'));
    expect(await screen.findByText('A mill full of character.')).toBeInTheDocument();
    expect(screen.getByText(/hidden until the host has written too/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Reviews from hosts (1, 4.0 on average)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A tidy, friendly guest.')).toBeInTheDocument();
  });

  it('labels a venue manager and shows them no host ad', async () => {
    storeSession();
    stubProfile({ venueManager: true });
    renderArea(`/user/${USER}`);
    expect(await screen.findByText('Venue Manager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Host' })).not.toBeInTheDocument();
  });

  it('makes a traveller a host on their own account, not by registering another one', async () => {
    const user = userEvent.setup();
    storeSession();
    stubProfile();
    let sent: unknown;
    server.use(
      http.put(api('/holidaze/profiles/:name'), async ({ request }) => {
        sent = await request.json();
        stubProfile({ venueManager: true });
        return HttpResponse.json({ data: profile({ venueManager: true }), meta: {} });
      }),
    );
    const { router } = renderWithProviders(
      [
        { path: '/user/:userId/*', element: <Area /> },
        { path: '/admin/:name', element: <p>admin dashboard</p> },
      ],
      `/user/${USER}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Become a Host' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/${USER}`));
    expect(sent).toEqual({ venueManager: true });
    expect(localStorage.getItem('venueManager')).toBe('true');
  });

  it("sends someone to their own area from another user's address, keeping the tab", async () => {
    storeSession();
    stubProfile();
    const { router } = renderArea('/user/someone_else/user-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/${USER}/user-profile`));
  });

  it('sends a visitor without a session to log in', async () => {
    const { router } = renderArea(`/user/${USER}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message when the profile cannot load, else 'Failed to fetch profile'", async () => {
    storeSession();
    server.use(
      http.get(api(`/holidaze/profiles/${USER}`), () => apiError(404, 'No profile with this name')),
      travellerBookings([]),
    );
    renderArea(`/user/${USER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No profile with this name');
  });

  it("falls back to 'Failed to fetch profile' when the bookings fail without a message", async () => {
    storeSession();
    server.use(
      profileRead(profile()),
      http.get(api(`/holidaze/profiles/${USER}/bookings`), () => apiError(500)),
    );
    renderArea(`/user/${USER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch profile');
  });
});

describe("the traveller's area in Norwegian", () => {
  const upcomingAndCancelled = [
    { ...booking('next', day(5), day(7), { name: 'Harbour Loft' }, 1), reference: 'HZ-1' },
    {
      ...booking('gone', day(-20), day(-18), { name: 'Old Mill' }),
      status: 'cancelledByHost' as const,
      cancellationReason: 'Burst pipe',
    },
  ];

  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  });

  it('lists upcoming bookings and the booking history in Norwegian', async () => {
    await showIn('nb', ['traveller']);
    storeSession();
    stubProfile({}, upcomingAndCancelled);
    const { router } = renderArea(`/user/${USER}`);
    const upcoming = await screen.findByRole('list', { name: 'Kommende bestillinger' });
    const card = within(upcoming).getByRole('article', { name: 'Harbour Loft' });
    expect(card).toHaveTextContent('1 gjest');
    expect(card).toHaveTextContent('2 netter');
    expect(card).toHaveTextContent('Referanse HZ-1');
    expect(within(card).getByRole('button', { name: 'Valg for bestillingen' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Se stedet Harbour Loft' })).toBeVisible();

    await router.navigate(`/user/${USER}/user-booking-history`);
    const history = await screen.findByRole('list', { name: 'Tidligere bestillinger' });
    const ended = within(history).getByRole('article', { name: 'Old Mill' });
    expect(ended).toHaveTextContent('Avbestilt av verten');
    await waitFor(() => expect(ended).toHaveTextContent('Avbestilt av verten: Burst pipe'));
  });

  it('shows the profile page, its e-mail choices and a language setting that keeps the choice', async () => {
    await showIn('nb', ['traveller']);
    storeSession();
    stubProfile({}, upcomingAndCancelled);
    renderArea(`/user/${USER}/user-profile`);

    const about = await screen.findByRole('region', { name: 'Om meg' });
    expect(within(about).getByText('Navn')).toBeInTheDocument();
    expect(within(about).getByText('Rolle')).toBeInTheDocument();
    expect(screen.getAllByText('Gjest').length).toBeGreaterThan(0);
    expect(within(about).getByRole('button', { name: 'Rediger bio' })).toHaveTextContent('Rediger');
    expect(screen.getByRole('navigation', { name: 'Min konto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rediger profilbilde' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bli vert' })).toBeInTheDocument();

    const email = await screen.findByRole('region', { name: 'E-post' });
    expect(
      await within(email).findByRole('checkbox', {
        name: 'Forespørsler om bestilling og svarene på dem',
      }),
    ).toBeChecked();

    const language = await screen.findByRole('region', { name: 'Språk' });
    const english = within(language).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', `/en/user/${USER}/user-profile`);
    expect(english).toHaveAttribute('hreflang', 'en');
    // The link is a new page load; the test stays on this one and checks what it keeps.
    const saved: unknown[] = [];
    server.use(
      http.put(api(`/holidaze/profiles/${USER}`), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: {}, meta: {} });
      }),
    );
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    await userEvent.setup().click(english);
    document.removeEventListener('click', stay);
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
    // Kept on the profile too, for the mails.
    await expect.poll(() => saved).toEqual([{ language: 'en' }]);
  });

  it('offers the Norwegian page from the English one', async () => {
    storeSession();
    stubProfile({}, upcomingAndCancelled);
    renderArea(`/user/${USER}/user-profile`);
    const language = await screen.findByRole('region', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'Norsk' })).toHaveAttribute(
      'href',
      `/nb/user/${USER}/user-profile`,
    );
  });
});
