import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, apiError, ok } from '../../../test/api';
import { mediaRefusal, mediaUpload } from '../../../test/handlers/media';
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

  it('uploads a photo from the device, shows it, needs its alt text and saves it', async () => {
    const user = userEvent.setup();
    let sent: { alt: string; file: File } | undefined;
    server.use(
      profileRead(profile()),
      mediaUpload((parts) => {
        sent = parts;
        return undefined;
      }),
      http.put(api(`/holidaze/profiles/${USER}`), () => ok(profile())),
    );
    const calls = recordApiCalls();
    const onClose = renderDialog('avatar');
    const file = new File([new Uint8Array(2000)], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose a photo'), file);

    const urlInput = screen.getByLabelText<HTMLInputElement>('Image URL');
    await waitFor(() => expect(urlInput.value).toMatch(/\/media\/u\/[0-9a-f]{64}\/1600\.jpg$/));
    expect(document.querySelector('picture img')).toHaveAttribute('src', urlInput.value);
    expect(sent?.file.name).toBe('me.jpg');
    const url = urlInput.value;
    expect(screen.getByLabelText('Alt text')).toBeRequired();
    await user.click(save());
    expect(
      await screen.findByText('Describe this photo: alt text is required for uploaded photos'),
    ).toBeInTheDocument();
    expect(writes(calls).filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(screen.getByLabelText('Alt text'), 'Me on a hike');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls).filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/holidaze/profiles/${USER}`,
        body: { avatar: { url, alt: 'Me on a hike' } },
      },
    ]);
  });

  it('says why an upload was refused and keeps Save off until there is a picture', async () => {
    const user = userEvent.setup();
    server.use(mediaRefusal(415, 'Unsupported media type'));
    renderDialog('banner');
    const file = new File([new Uint8Array(10)], 'drawing.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a photo we can use. Choose a JPEG, PNG, WebP or AVIF photo.',
    );
    expect(save()).toBeDisabled();
  });
});
