import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  BOOKING_STATE_LABELS,
  CANCELLATION_POLICY_TERMS,
  EMAIL_PREFERENCE_CATEGORIES,
  LOCALE_COOKIE,
  todayLocal,
  UNKNOWN_CITY,
  UNKNOWN_COUNTRY,
} from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { api } from '../../../test/api';
import { travellerBookings } from '../../../test/handlers/bookings';
import { profileRead } from '../../../test/handlers/profiles';
import { showIn } from '../../../test/locale';
import { server } from '../../../test/server';
import { POLICY_WORDS } from '../bookings/policy-terms';
import { STATE_LABELS } from '../bookings/state-labels';
import { EMAIL_CATEGORY_LABELS } from './email-categories';
import { routes } from '../traveller-area';
import { booking, profile, renderWithProviders, storeSession, USER } from '../test-support';

vi.mock('../bookings/booking-carousel', () => ({ default: () => <div>photos</div> }));

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

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

describe('the profile page in Norwegian', () => {
  it('shows the profile page, its e-mail choices and a language setting that keeps the choice', async () => {
    await showIn('nb', ['traveller']);
    storeSession();
    stubArea();
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
    // The link is a new page load; the test stays on this one and checks what it keeps: the
    // choice in this browser, and on the profile, for the mails.
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
    await expect.poll(() => saved).toEqual([{ language: 'en' }]);
  });

  it('offers the Norwegian page from the English one', async () => {
    storeSession();
    stubArea();
    renderArea(`/user/${USER}/user-profile`);
    const language = await screen.findByRole('region', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'Norsk' })).toHaveAttribute(
      'href',
      `/nb/user/${USER}/user-profile`,
    );
  });
});

describe("the traveller catalogue's copies of the domain's words", () => {
  // English must read exactly as the domain writes it; only the translations are this feature's.
  it('match the domain in English', () => {
    i18n.activate('en');
    for (const [state, label] of Object.entries(BOOKING_STATE_LABELS)) {
      expect(i18n._(STATE_LABELS[state as keyof typeof STATE_LABELS])).toBe(label);
    }
    for (const [policy, terms] of Object.entries(CANCELLATION_POLICY_TERMS)) {
      const words = POLICY_WORDS[policy as keyof typeof POLICY_WORDS];
      expect([i18n._(words.label), i18n._(words.summary)]).toEqual([terms.label, terms.summary]);
    }
    for (const { key, label } of EMAIL_PREFERENCE_CATEGORIES) {
      expect(i18n._(EMAIL_CATEGORY_LABELS[key])).toBe(label);
    }
    expect([UNKNOWN_CITY, UNKNOWN_COUNTRY]).toEqual(['Unknown City', 'Unknown Country']);
  });
});
