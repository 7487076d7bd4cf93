import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError, ok } from '../../../test/api';
import { recordApiCalls, server, expectWrites } from '../../../test/server';
import EmailPreferences from './email-preferences';

const PATH = '/holidaze/notifications/email-preferences';
const ALL_ON = { requests: true, bookings: true, reminders: true, calendar: true, messages: true };

function renderPreferences() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <EmailPreferences />
    </QueryClientProvider>,
  );
}

describe('EmailPreferences', () => {
  it('shows each choice as saved, and saves only the one that changed', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api(PATH), () => ok({ ...ALL_ON, reminders: false })),
      http.put(api(PATH), async ({ request }) => ok(await request.json())),
    );
    renderPreferences();
    const reminders = await screen.findByRole('checkbox', { name: 'Reminders before arrival' });
    expect(reminders).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Calendar sync conflicts' })).toBeChecked();
    const calls = recordApiCalls();
    await user.click(screen.getByRole('checkbox', { name: 'Calendar sync conflicts' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Calendar sync conflicts' })).not.toBeChecked();
    await expectWrites(calls, [{ method: 'PUT', path: PATH, body: { calendar: false } }]);
  });

  it('undoes a choice the server refused, saying so', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api(PATH), () => ok(ALL_ON)),
      http.put(api(PATH), () => apiError(503, 'Try again later')),
    );
    renderPreferences();
    const requests = await screen.findByRole('checkbox', {
      name: 'Booking requests and their answers',
    });
    await user.click(requests);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(requests).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says when the choices could not be loaded', async () => {
    server.use(http.get(api(PATH), () => apiError(500, 'Database asleep')));
    renderPreferences();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database asleep');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
