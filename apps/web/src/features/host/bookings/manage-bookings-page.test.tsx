import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { addDays, todayLocal } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { api, ok } from '../../../test/api';
import { pendingReviews } from '../../../test/handlers/reviews';
import { showIn } from '../../../test/locale';
import { server } from '../../../test/server';
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
    ).toEqual(['All', 'Upcoming', 'Ongoing', 'Completed', 'To review']);
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

describe('ManageBookingsPage opened from a link', () => {
  const many = Array.from({ length: 12 }, (_, index) =>
    stay(-40 + index * 3, -38 + index * 3, `guest_${String(index).padStart(2, '0')}`),
  );
  const venues = [makeVenue({ name: 'Cabin', bookings: many })];
  const linked = () => screen.getByRole('region', { name: 'The booking from your link' });

  it('opens the booking the link names first, wherever it is in the list', async () => {
    renderTab(
      <ManageBookingsPage />,
      venues,
      `/admin/ann/manage-bookings?booking=${many[10]!.id}`,
      'manage-bookings',
    );
    expect(within(linked()).getByText('guest_10')).toBeInTheDocument();
  });

  it('reads a booking no longer on the venue (a declined request) and says where it stands', async () => {
    server.use(
      http.get(api('/holidaze/bookings/gone'), () =>
        ok({
          ...stay(5, 7, 'guest_declined'),
          id: 'gone',
          status: 'declined',
          venue: { ...venues[0], bookings: undefined },
        }),
      ),
    );
    renderTab(
      <ManageBookingsPage />,
      venues,
      '/admin/ann/manage-bookings?booking=gone',
      'manage-bookings',
    );
    const region = await screen.findByRole('region', { name: 'The booking from your link' });
    expect(await within(region).findByText('guest_declined')).toBeInTheDocument();
    expect(within(region).getByText('Declined')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /cancel booking/i })).toBeNull();
  });

  it('lists the guests the host may still review', async () => {
    const user = userEvent.setup();
    server.use(
      pendingReviews(
        [many[1]!, many[7]!].map((booking) => ({
          bookingId: booking.id,
          side: 'host' as const,
          venue: { id: venues[0]!.id, name: 'Cabin' },
          subject: { name: booking.customer!.name },
          dateFrom: booking.dateFrom,
          dateTo: booking.dateTo,
          closesOn: addDays(todayLocal(), 5),
        })),
      ),
    );
    renderTab(<ManageBookingsPage />, venues, '/admin/ann/manage-bookings', 'manage-bookings');
    await user.click(await screen.findByRole('button', { name: 'Show the 2 guests to review' }));
    expect(customers()).toEqual(['guest_01', 'guest_07']);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('toReview');
  });
});

describe('ManageBookingsPage in Norwegian', () => {
  it('names the list, its filters, the bookings and the host’s cancellation in Norwegian', async () => {
    const user = userEvent.setup();
    await showIn('nb', ['host']);
    const booking = makeBooking({
      dateFrom: day(-1),
      dateTo: day(2),
      guests: 1,
      reference: 'HZ-7Q2K',
      created: '2026-07-10T09:00:00.000Z',
    });
    const summer = makeBooking({
      dateFrom: '2026-07-30T00:00:00.000Z',
      dateTo: '2026-08-02T00:00:00.000Z',
    });
    renderTab(<ManageBookingsPage />, [
      makeVenue({ name: 'Hytte', bookings: [booking] }),
      makeVenue({ name: 'Loft', bookings: [summer] }),
    ]);

    expect(
      screen.getByRole('heading', { name: 'Bestillinger på dine overnattingssteder' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Vis' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle', 'Kommende', 'Pågår', 'Fullført', 'Venter på omtale']);
    expect(screen.getByRole('combobox', { name: 'Overnattingssted' })).toHaveDisplayValue(
      'Alle steder',
    );
    const months = within(screen.getByRole('combobox', { name: 'Måned' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(months[0]).toBe('Alle måneder');
    expect(months).toEqual(expect.arrayContaining(['juli 2026', 'august 2026']));
    expect(screen.getByText('2 bestillinger')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Vis' }), 'Pågår');
    expect(screen.getByText('1 bestilling')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Hytte' });
    expect(within(card).getByText('Pågår')).toBeInTheDocument();
    expect(within(card).getByText('(3 netter)')).toBeInTheDocument();
    expect(within(card).getByText('1 gjest')).toBeInTheDocument();
    expect(within(card).getByText(/^Referanse/)).toHaveTextContent('Referanse HZ-7Q2K');

    await user.click(within(card).getByRole('button', { name: 'Avbestill bestillingen til tom' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Vil du avbestille denne bestillingen?',
    });
    expect(dialog).toHaveTextContent('Oppholdet til tom på Hytte (HZ-7Q2K) blir avbestilt');
    expect(
      within(dialog).getByLabelText('Begrunnelse til gjesten (valgfritt)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Behold bestillingen' })).toBeEnabled();
  });
});
