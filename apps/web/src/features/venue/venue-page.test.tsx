import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileCore } from '@holidaze/domain';
import { api, apiError, ok } from '../../test/api';
import { unknownLocation, venueOf } from '../../test/handlers/venues';
import { recordApiCalls, server } from '../../test/server';
import { mockSession } from '../../test/session';
import { watchViewport } from '../../test/viewport';
import VenuePage from './venue-page';
import { renderWithQueries } from '../../test/render';
import { showIn, asRead } from '../../test/locale';
import { formatNok } from '../../shared/i18n';

const session = { ...mockSession };
vi.mock('../../shared/session', () => ({
  useSession: () => session,
  signedInName: (current: { username: string | null }) => current.username,
}));
// Leaflet needs a real layout engine; the map's own behaviour is covered end to end.
vi.mock('./map/venue-map', () => ({
  default: ({ lat, lng, venueName }: { lat: number; lng: number; venueName: string }) => (
    <p>
      Map of {venueName} at {lat},{lng}
    </p>
  ),
}));

const venue = venueOf('6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11', {
  name: 'Fjord Cabin',
  description: '<p>Quiet <script>alert(1)</script>cabin <b>by the fjord</b>.</p>',
  price: 1250,
  rating: 4.5,
  location: unknownLocation,
  // A host without photos: the page draws the defaults.
  owner: {
    name: 'hosta',
    email: 'hosta@stud.noroff.no',
    bio: 'Loves the sea.',
    avatar: null,
    banner: null,
  } as unknown as ProfileCore,
  bookings: [],
});

function renderPage(path = `/venue/${venue.id}`) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/venue/:venueId" element={<VenuePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** GET /holidaze/venues/<the venue's id> answered by `answer`. */
const venueAnswer = (answer: () => Response) =>
  server.use(http.get(api(`/holidaze/venues/${venue.id}`), answer));

describe('VenuePage', () => {
  it('loads the venue without credentials and shows it, with defaults for what is missing', async () => {
    const viewport = watchViewport();
    venueAnswer(() => ok(venue));
    const calls = recordApiCalls();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fjord Cabin' }),
    ).toBeInTheDocument();
    // One read of the venue (the booking panel reads its stay rules beside it).
    const reads = calls.filter((call) => call.path === `/holidaze/venues/${venue.id}`);
    expect(reads).toHaveLength(1);
    expect(Object.fromEntries(reads[0]!.url.searchParams)).toEqual({
      _owner: 'true',
      _bookings: 'true',
    });
    expect(calls.every((call) => call.headers.get('Authorization') === null)).toBe(true);
    expect(screen.getByText('Unknown City, Unknown Country')).toBeInTheDocument();
    expect(screen.getByText('Quiet cabin by the fjord.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    // No guest reviews: "New", never the host's own 4.5 as a score, nor a label for it.
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '4.5 stars' })).toBeNull();
    expect(screen.queryByText('Superb')).toBeNull();
    // In the details and in the phone's bottom bar.
    expect(screen.getAllByText('NOK 1,250')[0]).toBeInTheDocument();
    expect(screen.getByText('Parking not available')).toBeInTheDocument();
    const host = await screen.findByRole('region', { name: 'Hosted by' });
    expect(host).toHaveTextContent('hosta@stud.noroff.no');
    // Anyone but the host can ask a question (signed out, the address leads through the login).
    expect(within(host).getByRole('link', { name: 'Contact host hosta' })).toHaveAttribute(
      'href',
      `/messages/new?venue=${venue.id}`,
    );
    viewport.scrollTo();
    expect(await screen.findByText('Map of Fjord Cabin at 59.93,10.756')).toBeInTheDocument();
  });

  it('does not offer the host to contact themselves', async () => {
    session.username = 'hosta';
    venueAnswer(() => ok(venue));
    try {
      renderPage();
      const host = await screen.findByRole('region', { name: 'Hosted by' });
      expect(within(host).queryByRole('link', { name: /Contact host/ })).toBeNull();
    } finally {
      session.username = mockSession.username;
    }
  });

  it('loads the map and the reviews only when they come near the screen, keeping their places', async () => {
    const viewport = watchViewport();
    venueAnswer(() => ok(venue));
    renderPage();
    const map = await screen.findByRole('region', { name: 'Map showing where Fjord Cabin is' });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(map).toContainElement(screen.getByRole('button', { name: 'Show map' }));
    expect(reviews).toHaveTextContent('Loading reviews…');
    expect(screen.queryByText(/^Map of Fjord Cabin/)).toBeNull();

    viewport.scrollTo(reviews);
    expect(await screen.findByText(/^No reviews yet\./)).toBeInTheDocument();
    expect(screen.queryByText(/^Map of Fjord Cabin/)).toBeNull();

    viewport.scrollTo(map);
    expect(await screen.findByText('Map of Fjord Cabin at 59.93,10.756')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map showing where Fjord Cabin is' })).toBe(map);
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('loads the map for a keyboard user who reaches it, keeping the focus in its place', async () => {
    watchViewport();
    venueAnswer(() => ok(venue));
    renderPage();
    const map = await screen.findByRole('region', { name: 'Map showing where Fjord Cabin is' });
    screen.getByRole('button', { name: 'Show map' }).focus();
    expect(await screen.findByText('Map of Fjord Cabin at 59.93,10.756')).toBeInTheDocument();
    expect(map).toHaveFocus();
    // The page goes on from there.
    await userEvent.tab();
    expect(map).not.toHaveFocus();
  });

  it('never shows the last venue under the next one’s address while that one loads', async () => {
    const other = { ...venue, id: '0b7e9a3c-5d1f-4c2a-9e8b-1f2a3b4c5d6e', name: 'Sea House' };
    let answerOther: () => void = () => {};
    const otherAnswered = new Promise<void>((resolve) => (answerOther = resolve));
    venueAnswer(() => ok(venue));
    server.use(
      http.get(api(`/holidaze/venues/${other.id}`), async () => {
        await otherAnswered;
        return ok(other);
      }),
    );
    renderWithQueries(
      <MemoryRouter initialEntries={[`/venue/${venue.id}`]}>
        <Link to={`/venue/${other.id}`}>Next venue</Link>
        <Routes>
          <Route path="/venue/:venueId" element={<VenuePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fjord Cabin' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Next venue' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading venue');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    answerOther();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea House' })).toBeVisible();
  });

  it("says 'No amenities provided' when the venue has none", async () => {
    venueAnswer(() => ok({ ...venue, meta: { ...venue.meta, wifi: false } }));
    renderPage();
    expect(await screen.findByText('No amenities provided')).toBeInTheDocument();
  });

  it("shows 'Venue not found.' in red for an unknown venue", async () => {
    venueAnswer(() => apiError(404, 'Venue not found'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Venue not found.');
  });

  it('shows the error text of any other failure', async () => {
    venueAnswer(() => apiError(500, 'Something went wrong.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('keeps the venue on screen when a later read fails, and recovers a failed first read', async () => {
    const user = userEvent.setup();
    let down = true;
    venueAnswer(() => (down ? apiError(503, 'Service unavailable') : ok(venue)));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/venue/${venue.id}`]}>
          <Routes>
            <Route path="/venue/:venueId" element={<VenuePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fjord Cabin' }),
    ).toBeInTheDocument();

    // The read after a booking attempt fails while the API is down: the page stays.
    down = true;
    await client.refetchQueries({ queryKey: ['venues', 'detail', venue.id] });
    expect(screen.getByRole('heading', { level: 1, name: 'Fjord Cabin' })).toBeInTheDocument();
    expect(screen.queryByText('Venue could not be loaded')).not.toBeInTheDocument();
  });
});

describe('VenuePage in Norwegian', () => {
  it('names its sections, its price and the way to book in Norwegian', async () => {
    await showIn('nb', ['venue', 'booking']);
    venueAnswer(() => ok(venue));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fjord Cabin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Om stedet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fasiliteter' })).toBeInTheDocument();
    expect(screen.getByText('Ukjent by, Ukjent land')).toBeInTheDocument();
    expect(screen.getByText('Parkering er ikke tilgjengelig')).toBeInTheDocument();
    // The price as the page's language writes it, beside its Norwegian name.
    expect(screen.getByText('Pris per natt').nextElementSibling).toHaveTextContent(
      asRead(formatNok(1250)),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sjekk ledighet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Velg datoer for å bestille' })).toBeDisabled();
    // The phone's bottom bar: the nightly price and Book now.
    const bar = await screen.findByTestId('sticky-book-bar');
    expect(within(bar).getByRole('button', { name: 'Bestill nå' })).toBeInTheDocument();
    expect(bar).toHaveTextContent(asRead(`${formatNok(1250)} / natt`));
    expect(screen.getByRole('region', { name: 'Bilder av Fjord Cabin' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Vert' })).toBeInTheDocument();
  });
});
