import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayLocal } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { makeBooking, makeVenue, renderTab } from '../test-support';
import { ManageBookingsPage } from './manage-bookings-page';

const day = (offset: number) => `${addDays(todayLocal(), offset)}T00:00:00.000Z`;
const stay = (from: number, to: number, name: string) =>
  makeBooking({
    dateFrom: day(from),
    dateTo: day(to),
    customer: {
      name,
      email: `${name}@stud.noroff.no`,
      bio: null,
      avatar: { url: '', alt: '' },
      banner: { url: '', alt: '' },
    },
  });

const cards = () => screen.queryAllByRole('article');
const customers = () => cards().map((card) => within(card).getByText(/^guest_/).textContent);

describe('ManageBookingsPage', () => {
  const venues = [
    makeVenue({
      name: 'Cabin',
      bookings: [stay(10, 12, 'guest_up2'), stay(-5, -2, 'guest_done'), stay(3, 5, 'guest_up1')],
    }),
    makeVenue({
      name: 'Loft',
      bookings: [stay(-1, 2, 'guest_now'), stay(-3, 0, 'guest_left'), stay(30, 31, 'guest_up3')],
    }),
  ];

  it('lists every booking by check-in day, three to a page, with its label', async () => {
    const user = userEvent.setup();
    renderTab(<ManageBookingsPage />, venues);
    expect(customers()).toEqual(['guest_done', 'guest_left', 'guest_now']);
    const [done, left, now] = cards();
    expect(within(done!).getByText('Completed')).toBeInTheDocument();
    // The check-out day is free for the next guest: that stay is completed.
    expect(within(left!).getByText('Completed')).toBeInTheDocument();
    expect(within(now!).getByText('Ongoing')).toBeInTheDocument();
    expect(within(now!).getByText('(3 nights)')).toBeInTheDocument();
    expect(within(now!).getByText('Loft')).toBeInTheDocument();
    expect(within(now!).getByText('2 guests')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(customers()).toEqual(['guest_up1', 'guest_up2', 'guest_up3']);
    for (const card of cards()) expect(within(card).getByText('Upcoming')).toBeInTheDocument();
  });

  it('filters by Show and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderTab(<ManageBookingsPage />, venues);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Upcoming', 'Ongoing', 'Completed']);
    await user.selectOptions(show, 'Upcoming');
    expect(customers()).toEqual(['guest_up1', 'guest_up2', 'guest_up3']);
    expect(screen.queryByRole('navigation', { name: 'Booking pages' })).not.toBeInTheDocument();
    await user.selectOptions(show, 'Ongoing');
    expect(customers()).toEqual(['guest_now']);
    await user.selectOptions(show, 'Completed');
    expect(customers()).toEqual(['guest_done', 'guest_left']);
  });

  it('says so when there are none', async () => {
    const user = userEvent.setup();
    renderTab(<ManageBookingsPage />, [makeVenue({ bookings: [stay(3, 4, 'guest_a')] })]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Completed');
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
  });
});
