import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Review, Venue } from '@holidaze/domain';
import { api, ok } from '../../../test/api';
import { recordApiCalls, server } from '../../../test/server';
import { mockSession } from '../../../test/session';
import { watchViewport } from '../../../test/viewport';
import { ReviewsSection } from './reviews-section';
import { renderWithQueries } from '../../../test/render';

const session = { current: { ...mockSession } };
vi.mock('../../../shared/session', () => ({ useSession: () => session.current }));

const summary = {
  count: 12,
  rating: 4.66,
  cleanliness: 4.8,
  accuracy: 4.5,
  location: 5,
  value: 4.1,
};
const venue = {
  id: 'v-1',
  name: 'Fjord Cabin',
  rating: 3,
  owner: { name: 'hosta' },
  reviewSummary: summary,
} as unknown as Venue;

const review = (id: string, text: string, reply: Review['reply'] = null): Review => ({
  id,
  bookingId: `b-${id}`,
  side: 'guest',
  author: { name: 'bob', avatar: { url: '/media/avatars/1.svg', alt: '' } },
  subject: { name: 'hosta' },
  venue: { id: 'v-1', name: 'Fjord Cabin' },
  stars: 5,
  categories: { cleanliness: 5, accuracy: 5, location: 5, value: 5 },
  text,
  stay: { dateFrom: '2026-01-02T00:00:00.000Z', dateTo: '2026-01-05T00:00:00.000Z' },
  created: '2026-01-05T10:00:00.000Z',
  published: '2026-01-06T10:00:00.000Z',
  reply,
});

/** The venue page's Reviews section, scrolled to (its content loads as it nears the screen). */
function renderReviews(shown: Venue = venue) {
  const viewport = watchViewport();
  renderWithQueries(<ReviewsSection venue={shown} />);
  viewport.scrollTo(screen.getByRole('region', { name: 'Reviews' }));
}

const listAnswer = (reviews: Review[], pageCount = 1) =>
  server.use(
    http.get(api('/holidaze/venues/:id/reviews'), () =>
      ok(reviews, { currentPage: 1, pageCount, totalCount: 12 }),
    ),
  );

describe('the Reviews section', () => {
  it('keeps its heading from the first view and loads what is under it only when near', async () => {
    watchViewport();
    renderWithQueries(<ReviewsSection venue={venue} />);
    const region = screen.getByRole('region', { name: 'Reviews' });
    expect(within(region).getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Loading reviews…');
    expect(within(region).queryByRole('meter')).toBeNull();
  });

  it('moves the focus to its heading when another page of reviews is chosen', async () => {
    session.current = { ...mockSession };
    listAnswer([review('1', 'Lovely and quiet, would come back.')], 3);
    renderReviews();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /page 2/i }));
    expect(screen.getByRole('heading', { name: 'Reviews' })).toHaveFocus();
  });

  it('says honestly that there are no reviews yet, and asks nothing of the API', async () => {
    const calls = recordApiCalls();
    renderReviews({ ...venue, reviewSummary: null });
    expect(
      await screen.findByText(/^No reviews yet\. Guests can review a stay/),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the summary, the category bars, the reviews and the host’s reply', async () => {
    session.current = { ...mockSession };
    listAnswer(
      [
        review('1', 'Lovely and quiet, would come back.', {
          text: 'Thank you, welcome back!',
          created: '2026-01-07T10:00:00.000Z',
        }),
        review('2', 'Good base for hiking trips.'),
      ],
      3,
    );
    renderReviews();
    const region = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(region).findByText('4.7 · 12 reviews')).toBeInTheDocument();
    expect(within(region).getByRole('meter', { name: 'Cleanliness' })).toHaveAttribute(
      'aria-valuetext',
      '4.8 out of 5',
    );
    expect(
      await within(region).findByText('Lovely and quiet, would come back.'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Reply from hosta')).toBeInTheDocument();
    expect(within(region).getByRole('navigation', { name: 'Review pages' })).toBeInTheDocument();
    // Not the owner: no reply form.
    expect(within(region).queryByRole('button', { name: /Reply publicly/ })).toBeNull();
  });

  it('lets the owner reply once, from a labelled field', async () => {
    session.current = { ...mockSession, username: 'hosta' };
    listAnswer([review('2', 'Good base for hiking trips.')]);
    const calls = recordApiCalls();
    server.use(http.post(api('/holidaze/reviews/:id/reply'), () => ok(review('2', 'x'), {}, 201)));
    renderReviews();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply publicly to bob' }));
    const field = screen.getByLabelText('Your public reply to bob');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reply must be 1 to 1000 characters',
    );
    await user.type(field, 'Thanks for staying!');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        text: 'Thanks for staying!',
      }),
    );
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/holidaze/reviews/2/reply');
  });
});
