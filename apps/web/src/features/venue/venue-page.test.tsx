import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../shared/api/http-client';
import type * as HttpClient from '../../shared/api/http-client';
import { apiFailure, mockSession } from '../../test/session';
import VenuePage from './venue-page';

vi.mock('../../shared/session', () => ({ useSession: () => mockSession }));
vi.mock('../../shared/api/http-client', async (importActual) => ({
  ...(await importActual<typeof HttpClient>()),
  apiRequest: vi.fn(),
}));
// Leaflet needs a real layout engine; the map's own behaviour is covered end to end.
vi.mock('./map/venue-map', () => ({
  default: ({ lat, lng, venueName }: { lat: number; lng: number; venueName: string }) => (
    <p>
      Map of {venueName} at {lat},{lng}
    </p>
  ),
}));
const request = vi.mocked(apiRequest);

const venue = {
  id: '6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11',
  name: 'Fjord Cabin',
  description: '<p>Quiet <script>alert(1)</script>cabin <b>by the fjord</b>.</p>',
  media: [],
  price: 1250,
  maxGuests: 4,
  rating: 4.5,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  meta: { wifi: true, parking: false, breakfast: false, pets: false },
  location: {
    address: null,
    city: null,
    zip: null,
    country: null,
    continent: null,
    lat: null,
    lng: null,
  },
  owner: {
    name: 'hosta',
    email: 'hosta@stud.noroff.no',
    bio: 'Loves the sea.',
    avatar: null,
    banner: null,
  },
  bookings: [],
  _count: { bookings: 0 },
};

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

beforeEach(() => {
  request.mockReset();
});

describe('VenuePage', () => {
  it('loads the venue without credentials and shows it, with defaults for what is missing', async () => {
    request.mockResolvedValue({ data: venue, meta: {} } as never);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fjord Cabin' }),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(`/holidaze/venues/${venue.id}`, {
      query: { _owner: 'true', _bookings: 'true' },
      signal: expect.any(AbortSignal),
    });
    expect(screen.getByText('Unknown City, Unknown Country')).toBeInTheDocument();
    expect(screen.getByText('Quiet cabin by the fjord.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('4.5 stars')).toBeInTheDocument();
    expect(screen.getByText('Superb')).toBeInTheDocument();
    // In the details and in the phone's bottom bar.
    expect(screen.getAllByText('NOK 1,250')[0]).toBeInTheDocument();
    expect(screen.getByText('Parking not available')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hosted by' })).toHaveTextContent(
      'hosta@stud.noroff.no',
    );
    expect(await screen.findByText('Map of Fjord Cabin at 59.93,10.756')).toBeInTheDocument();
  });

  it("says 'No amenities provided' when the venue has none", async () => {
    request.mockResolvedValue({
      data: { ...venue, meta: { ...venue.meta, wifi: false } },
      meta: {},
    } as never);
    renderPage();
    expect(await screen.findByText('No amenities provided')).toBeInTheDocument();
  });

  it("shows 'Venue not found.' in red for an unknown venue", async () => {
    request.mockRejectedValue(apiFailure(404, 'Venue not found'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Venue not found.');
  });

  it('shows the error text of any other failure', async () => {
    request.mockRejectedValue(apiFailure(500, 'Something went wrong.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
