import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Locale, Venue } from '@holidaze/domain';
import { api, ok } from '../../test/api';
import { venueOf } from '../../test/handlers/venues';
import { showIn } from '../../test/locale';
import { render } from '../../test/render';
import { server } from '../../test/server';
import { mockSession } from '../../test/session';
import VenuePage from './venue-page';

vi.mock('../../shared/session', () => ({
  useSession: () => mockSession,
  signedInName: (current: { username: string | null }) => current.username,
}));
vi.mock('./map/venue-map', () => ({ default: () => <p>map</p> }));

const ENGLISH = 'A quiet cabin by the water.';
const NORWEGIAN = 'En stille hytte ved vannet.';
const ID = '0b7e1f4c-6a0d-4c55-9a1e-2f8d3c4b5a61';

/** The venue page in `locale` for a venue described as `described`; its "About" paragraph. */
async function aboutIn(locale: Locale, described: Partial<Venue>) {
  await showIn(locale, ['venue', 'booking']);
  server.use(
    http.get(api(`/holidaze/venues/${ID}`), () =>
      ok(venueOf(ID, { name: 'Fjord Cabin', bookings: [], ...described })),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/venue/${ID}`]}>
        <Routes>
          <Route path="/venue/:venueId" element={<VenuePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Fjord Cabin' });
  const about = screen.getByRole('region', {
    name: locale === 'nb' ? 'Om stedet' : 'About this place',
  });
  return within(about).getByText(/cabin|hytte/);
}

const both = {
  description: ENGLISH,
  descriptionLanguage: 'en',
  descriptionTranslation: NORWEGIAN,
} as const;

describe('the venue page shows the description in its language when the host wrote one', () => {
  it('in Norwegian, the Norwegian one, needing no lang of its own', async () => {
    const about = await aboutIn('nb', both);
    expect(about).toHaveTextContent(NORWEGIAN);
    expect(about).not.toHaveAttribute('lang');
  });

  it('in English, the English one', async () => {
    const about = await aboutIn('en', both);
    expect(about).toHaveTextContent(ENGLISH);
    expect(about).not.toHaveAttribute('lang');
  });

  it('else the one they wrote, marked with its language for a screen reader', async () => {
    const about = await aboutIn('nb', { ...both, descriptionTranslation: null });
    expect(about).toHaveTextContent(ENGLISH);
    expect(about).toHaveAttribute('lang', 'en');
  });

  it('a Norwegian-only description on the English page is marked Norwegian', async () => {
    const about = await aboutIn('en', { description: NORWEGIAN, descriptionLanguage: 'nb' });
    expect(about).toHaveTextContent(NORWEGIAN);
    expect(about).toHaveAttribute('lang', 'nb');
  });

  it('a description whose language was never said is shown as written, unmarked', async () => {
    const about = await aboutIn('nb', { description: ENGLISH });
    expect(about).toHaveTextContent(ENGLISH);
    expect(about).not.toHaveAttribute('lang');
  });

  it('shows a translation as text, never as markup', async () => {
    const about = await aboutIn('nb', {
      ...both,
      descriptionTranslation: '<p>En <b>stille</b> hytte<script>alert(1)</script>.</p>',
    });
    expect(about).toHaveTextContent('En stille hytte.');
    expect(about.querySelector('b, script')).toBeNull();
  });
});
