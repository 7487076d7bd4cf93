import { screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayLocal } from '@holidaze/domain';
import { api } from '../../../test/api';
import { travellerBookings } from '../../../test/handlers/bookings';
import { profileRead } from '../../../test/handlers/profiles';
import { showIn } from '../../../test/locale';
import { server } from '../../../test/server';
import { routes } from '../traveller-area';
import { booking, profile, renderWithProviders, storeSession, USER } from '../test-support';

vi.mock('./booking-carousel', () => ({ default: () => <div>photos</div> }));

function Area() {
  return useRoutes(routes);
}

const renderArea = (path: string) =>
  renderWithProviders([{ path: '/user/:userId/*', element: <Area /> }], path);

const day = (offset: number) => addDays(todayLocal(), offset);

function stubArea() {
  server.use(
    http.get(api('/holidaze/notifications/email-preferences'), () =>
      HttpResponse.json({
        data: { requests: true, bookings: true, reminders: true, calendar: true, messages: true },
        meta: {},
      }),
    ),
    profileRead(profile({ _count: { venues: 0, bookings: 2 } })),
    travellerBookings([
      { ...booking('next', day(5), day(7), { name: 'Harbour Loft' }, 1), reference: 'HZ-1' },
      {
        ...booking('gone', day(-20), day(-18), { name: 'Old Mill' }),
        status: 'cancelledByHost',
        cancellationReason: 'Burst pipe',
      },
    ]),
  );
}

describe("the traveller's bookings in Norwegian", () => {
  it('lists upcoming bookings and the booking history in Norwegian', async () => {
    await showIn('nb', ['traveller']);
    storeSession();
    stubArea();
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
});
