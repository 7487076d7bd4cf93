import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, ok } from '../../test/api';
import { pendingReviews } from '../../test/handlers/reviews';
import { recordApiCalls, server } from '../../test/server';
import { ReviewPrompt } from './review-prompt';
import { renderWithQueries } from '../../test/render';

const pending = {
  bookingId: 'b-1',
  side: 'guest' as const,
  venue: { id: 'v-1', name: 'Fjord Cabin' },
  subject: { name: 'hosta' },
  dateFrom: '2026-01-02T00:00:00.000Z',
  dateTo: '2026-01-05T00:00:00.000Z',
  closesOn: '2026-01-19',
};

function renderPrompt(...bookingIds: string[]) {
  renderWithQueries(
    <>
      {(bookingIds.length ? bookingIds : ['b-1']).map((id) => (
        <ReviewPrompt key={id} bookingId={id} />
      ))}
    </>,
  );
}

describe('ReviewPrompt', () => {
  it('shows nothing for a stay that cannot be reviewed', async () => {
    server.use(pendingReviews([pending]));
    // Beside a stay that can be: once its prompt shows, the pending list has arrived for both.
    renderPrompt('b-2', 'b-1');
    await screen.findByRole('button', { name: 'Write a review' });
    expect(screen.getAllByRole('button', { name: 'Write a review' })).toHaveLength(1);
  });

  it('opens the form, checks it with the domain rules, and sends the review', async () => {
    server.use(
      pendingReviews([pending]),
      http.post(api('/holidaze/bookings/:id/reviews'), () => ok({ id: 'r-1' }, {}, 201)),
    );
    const calls = recordApiCalls();
    renderPrompt();
    expect(await screen.findByText(/Review your stay by .*18 Jan.* 2026\./)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your stay at Fjord Cabin' });
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    // The form checks with the domain's schema, which it loads lazily: its messages come a tick later.
    expect(
      await within(dialog).findAllByText('Stars must be a whole number from 1 to 5'),
    ).toHaveLength(5);
    for (const legend of ['Overall', 'Cleanliness', 'Accuracy', 'Location', 'Value']) {
      await user.click(
        within(within(dialog).getByRole('group', { name: legend })).getByLabelText('4 stars'),
      );
    }
    await user.type(within(dialog).getByLabelText('Your review'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(
      await within(dialog).findByText('The review must be 20 to 1000 characters'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your review'), ' but now it is long enough.');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/holidaze/bookings/b-1/reviews');
    expect(sent?.body).toEqual({
      stars: 4,
      cleanliness: 4,
      accuracy: 4,
      location: 4,
      value: 4,
      text: 'Too short but now it is long enough.',
    });
  });

  it('asks a host for the guest’s stars only, and sends them with the trimmed text', async () => {
    server.use(
      pendingReviews([{ ...pending, side: 'host', subject: { name: 'tom' } }]),
      http.post(api('/holidaze/bookings/:id/reviews'), () => ok({ id: 'r-2' }, {}, 201)),
    );
    const calls = recordApiCalls();
    renderPrompt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review tom' });
    expect(within(dialog).queryByRole('group', { name: 'Cleanliness' })).toBeNull();
    await user.click(
      within(
        within(dialog).getByRole('group', { name: 'Your rating of the guest' }),
      ).getByLabelText('5 stars'),
    );
    await user.type(within(dialog).getByLabelText('Your review'), '  A tidy and friendly guest.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      stars: 5,
      text: 'A tidy and friendly guest.',
    });
  });
});
