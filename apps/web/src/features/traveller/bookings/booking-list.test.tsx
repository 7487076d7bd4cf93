import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingStatus, type Booking, type Review } from '@holidaze/domain';
import { profileReviews } from '../../../test/handlers/reviews';
import { server } from '../../../test/server';
import { booking, renderAt, storeSession, USER } from '../test-support';
import { BookingList } from './booking-list';

vi.mock('./booking-carousel', () => ({
  default: ({ venueName }: { venueName: string }) => <div>photos of {venueName}</div>,
}));

const TODAY = '2026-03-10';

function renderList(bookings: Booking[], emptyText = 'Nothing here.') {
  return renderAt(
    <BookingList
      bookings={bookings}
      statusOf={(b) => bookingStatus(b, TODAY)}
      username={USER}
      emptyText={emptyText}
      label="Upcoming Bookings"
    />,
  );
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Upcoming Bookings' })).getAllByRole('article');

beforeEach(() => storeSession());

describe('BookingList', () => {
  it('shows three bookings a page and moves between pages', async () => {
    const user = userEvent.setup();
    const seven = Array.from({ length: 7 }, (_, i) =>
      booking(`b${i + 1}`, `2026-04-0${i + 1}`, `2026-04-0${i + 2}`),
    );
    renderList(seven);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Venue b1',
      'Venue b2',
      'Venue b3',
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Venue b7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Venue b4' })).toBeInTheDocument();
  });

  it('hides the pagination with three bookings or fewer', () => {
    renderList([
      booking('a', '2026-04-01', '2026-04-02'),
      booking('b', '2026-04-03', '2026-04-04'),
    ]);
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no bookings', () => {
    renderList([], 'You have no upcoming bookings.');
    expect(screen.getByText('You have no upcoming bookings.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('gives upcoming stays a menu, and ongoing ones a badge and no menu', async () => {
    renderList([
      booking('up', '2026-03-20', '2026-03-23', { name: 'Harbour Loft' }),
      booking('now', '2026-03-08', '2026-03-12', { name: 'Forest Cabin' }),
      booking('done', '2026-02-01', '2026-02-03', { name: 'Old Mill' }),
    ]);
    const [up, now, done] = cards();
    expect(within(up!).getByRole('button', { name: 'Booking options' })).toBeInTheDocument();
    expect(within(up!).queryByText('Ongoing')).not.toBeInTheDocument();
    expect(within(now!).getByText('Ongoing')).toBeInTheDocument();
    expect(within(now!).queryByRole('button', { name: 'Booking options' })).not.toBeInTheDocument();
    expect(within(done!).queryByText('Ongoing')).not.toBeInTheDocument();
    expect(
      within(done!).queryByRole('button', { name: 'Booking options' }),
    ).not.toBeInTheDocument();

    // Dates with nights, guests, place and the venue link.
    expect(up).toHaveTextContent('Fri, 20 Mar 2026 – Mon, 23 Mar 2026 · 3 nights');
    expect(up).toHaveTextContent('2 guests');
    expect(up).toHaveTextContent('Bergen, Norway');
    expect(within(up!).getByRole('link', { name: /View venue/ })).toHaveAttribute(
      'href',
      '/venue/venue-up',
    );
    expect(await within(up!).findByText('photos of Harbour Loft')).toBeInTheDocument();
  });

  it('offers Edit Guests and Cancel Booking in the menu of an upcoming stay', async () => {
    const user = userEvent.setup();
    renderList([booking('up', '2026-03-20', '2026-03-21', { name: 'Harbour Loft' }, 1)]);
    expect(screen.getByText('1 guest')).toBeInTheDocument();
    expect(screen.getByText(/· 1 night$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Booking options' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Edit Guests', 'Cancel Booking']);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel Booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel Booking' })).toBeInTheDocument();
  });

  it('shows a request waiting for the host, and offers only to withdraw it', async () => {
    const user = userEvent.setup();
    renderList([
      {
        ...booking('q', '2026-03-20', '2026-03-23', { name: 'Fjord Cabin' }),
        status: 'requested',
        expiresAt: '2026-03-11T09:00:00.000Z',
      },
    ]);
    const [card] = cards();
    expect(within(card!).getByText('Requested')).toBeInTheDocument();
    expect(await within(card!).findByRole('note')).toHaveTextContent(
      /Waiting for the host’s answer until/,
    );
    await user.click(screen.getByRole('button', { name: 'Booking options' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Withdraw Request',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Withdraw Request' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw Request' })).toBeInTheDocument();
  });

  it('says a declined request was declined, with the host’s message', async () => {
    renderList([
      {
        ...booking('d', '2026-04-01', '2026-04-04'),
        status: 'declined',
        hostMessage: 'Closed for painting',
      },
    ]);
    const [card] = cards();
    expect(within(card!).getByText('Declined')).toBeInTheDocument();
    expect(await within(card!).findByRole('note')).toHaveTextContent(
      'Declined by the host: “Closed for painting”',
    );
    expect(
      within(card!).queryByRole('button', { name: 'Booking options' }),
    ).not.toBeInTheDocument();
  });
});

describe('BookingCard focus', () => {
  beforeEach(() => storeSession());

  it('returns focus to the options button when a dialog closes', async () => {
    const user = userEvent.setup();
    renderList([booking('up', '2026-03-20', '2026-03-21', { name: 'Harbour Loft' })]);
    const options = screen.getByRole('button', { name: 'Booking options' });
    await user.click(options);
    await user.click(screen.getByRole('menuitem', { name: 'Edit Guests' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(options).toHaveFocus();
  });

  it("shows the server's reference and the price (nights x price) on each card", () => {
    renderList([{ ...booking('r', '2026-04-01', '2026-04-04'), reference: 'REF-7K2M9QXA' }]);
    const [card] = cards();
    expect(within(card!).getByText('REF-7K2M9QXA')).toBeInTheDocument();
    expect(within(card!).getByText('NOK 3,000')).toBeInTheDocument();
  });

  it('says a booking was cancelled by the host, with the reason, and offers no changes', async () => {
    renderList([
      {
        ...booking('c', '2026-04-01', '2026-04-04'),
        status: 'cancelledByHost',
        cancelledAt: '2026-03-09T10:00:00.000Z',
        cancellationReason: 'Burst pipe in the kitchen',
      },
    ]);
    const [card] = cards();
    expect(await within(card!).findByRole('note')).toHaveTextContent(
      'Cancelled by host: Burst pipe in the kitchen',
    );
    expect(
      within(card!).queryByRole('button', { name: 'Booking options' }),
    ).not.toBeInTheDocument();
  });

  it('marks a completed stay the traveller has reviewed, and says when the review is public', async () => {
    const written = (bookingId: string, published: string | null): Review => ({
      id: `r-${bookingId}`,
      bookingId,
      side: 'guest',
      author: { name: USER, avatar: { url: '/media/avatars/1.svg', alt: '' } },
      subject: { name: 'host_anna' },
      venue: { id: `venue-${bookingId}`, name: `Venue ${bookingId}` },
      stars: 4,
      categories: null,
      text: 'Lovely.',
      stay: { dateFrom: '2026-02-01T00:00:00.000Z', dateTo: '2026-02-03T00:00:00.000Z' },
      created: '2026-02-04T10:00:00.000Z',
      published,
      reply: null,
    });
    server.use(
      profileReviews([written('hidden', null), written('public', '2026-02-05T10:00:00.000Z')]),
    );
    renderList([
      booking('hidden', '2026-02-01', '2026-02-03'),
      booking('public', '2026-01-01', '2026-01-03'),
      booking('unreviewed', '2025-12-01', '2025-12-03'),
    ]);
    const [hidden, published, unreviewed] = cards();
    expect(await within(hidden!).findByText(/You reviewed this stay/)).toBeInTheDocument();
    expect(hidden).toHaveTextContent(
      'You reviewed this stay (4 stars). It becomes public when the host has reviewed your stay too',
    );
    expect(await within(published!).findByText(/You reviewed this stay/)).toBeInTheDocument();
    expect(published).toHaveTextContent('Your review is public on the venue page.');
    expect(unreviewed).not.toHaveTextContent('You reviewed this stay');
  });
});
