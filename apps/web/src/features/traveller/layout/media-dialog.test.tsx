import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, apiError, ok } from '../../../test/api';
import { profileRead } from '../../../test/handlers/profiles';
import { recordApiCalls, server, writes } from '../../../test/server';
import { profile, renderAt, storeSession, USER } from '../test-support';
import { MediaDialog } from './media-dialog';

function renderDialog(kind: 'avatar' | 'banner', onClose = vi.fn()) {
  renderAt(<MediaDialog kind={kind} username={USER} onClose={onClose} />);
  return onClose;
}

const save = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });

beforeEach(() => storeSession());
afterEach(() => {
  localStorage.clear();
});

describe('MediaDialog', () => {
  it('keeps Save disabled while the URL is empty', async () => {
    const user = userEvent.setup();
    server.use(profileRead(profile()));
    renderDialog('avatar');
    expect(screen.getByRole('dialog', { name: 'Update Avatar' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Alt text'), 'Me');
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Image URL'), '   ');
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Image URL'), 'https://img.example.com/me.jpg');
    expect(save()).toBeEnabled();
  });

  it("saves the banner, shows 'Saving...' meanwhile, reloads the profile and closes", async () => {
    const user = userEvent.setup();
    let answer: (reply: Response) => void = () => {};
    server.use(
      profileRead(profile()),
      http.put(
        api(`/holidaze/profiles/${USER}`),
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const calls = recordApiCalls();
    const onClose = renderDialog('banner');
    await user.type(screen.getByLabelText('Image URL'), 'https://img.example.com/fjord.jpg');
    await user.type(screen.getByLabelText('Alt text'), 'A fjord at dusk');
    await user.click(save());

    await waitFor(() => expect(save()).toHaveTextContent('Saving...'));
    expect(save()).toBeDisabled();
    const readsBefore = calls.filter((call) => call.method === 'GET').length;
    answer(ok(profile()));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `/holidaze/profiles/${USER}`,
        body: { banner: { url: 'https://img.example.com/fjord.jpg', alt: 'A fjord at dusk' } },
      },
    ]);
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(readsBefore);
  });

  it("shows the server's first error message in the dialog and stays open", async () => {
    const user = userEvent.setup();
    server.use(
      http.put(api(`/holidaze/profiles/${USER}`), () =>
        HttpResponse.json(
          { errors: [{ message: 'Image URL too odd' }, { message: 'second' }] },
          { status: 400 },
        ),
      ),
    );
    const onClose = renderDialog('avatar');
    await user.type(screen.getByLabelText('Image URL'), 'https://img.example.com/me.jpg');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Image URL too odd');
    expect(onClose).not.toHaveBeenCalled();
    expect(save()).toHaveTextContent('Save');
  });

  it("falls back to 'Something went wrong.' when the error lists no message", async () => {
    const user = userEvent.setup();
    server.use(http.put(api(`/holidaze/profiles/${USER}`), () => apiError(500)));
    renderDialog('avatar');
    await user.type(screen.getByLabelText('Image URL'), 'https://img.example.com/me.jpg');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('checks the URL before sending it', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    renderDialog('avatar');
    await user.type(screen.getByLabelText('Image URL'), 'not a url');
    await user.click(save());
    expect(await screen.findByText('Image URL must be a valid http(s) URL')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });
});
