import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../shared/toast/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { api, apiError, ok } from '../../../test/api';
import { recordApiCalls, server, expectWrites, writes } from '../../../test/server';
import { profile, renderAt, storeSession, USER } from '../test-support';
import { BioEditor } from './bio-editor';

vi.mock('../../../shared/toast/toast');

const textbox = () => screen.getByRole('textbox', { name: 'Bio' });

beforeEach(() => {
  storeSession();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens the bio's editor, which loads on first use. */
async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit bio' }));
  await screen.findByRole('textbox', { name: 'Bio' });
}

describe('BioEditor', () => {
  it("shows 'No bio provided.' for an empty bio", () => {
    renderAt(<BioEditor username={USER} bio="" />);
    expect(screen.getByText('No bio provided.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens with the current bio, and Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    renderAt(<BioEditor username={USER} bio="Fjords and coffee." />);
    await openEditor(user);
    expect(textbox()).toHaveValue('Fjords and coffee.');
    await user.clear(textbox());
    await user.type(textbox(), 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Fjords and coffee.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    // Opening again starts from the saved bio, not the discarded draft.
    await openEditor(user);
    expect(textbox()).toHaveValue('Fjords and coffee.');
  });

  it('saves the bio and closes the editor', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(api(`/holidaze/profiles/${USER}`), () => ok(profile({ bio: 'Mountains, mostly.' }))),
    );
    const calls = recordApiCalls();
    renderAt(<BioEditor username={USER} bio="" />);
    await openEditor(user);
    await user.type(textbox(), '  Mountains, mostly. ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await expectWrites(calls, [
      { method: 'PUT', path: `/holidaze/profiles/${USER}`, body: { bio: 'Mountains, mostly.' } },
    ]);
  });

  it('clears the bio with null when saved empty', async () => {
    const user = userEvent.setup();
    server.use(http.put(api(`/holidaze/profiles/${USER}`), () => ok(profile())));
    const calls = recordApiCalls();
    renderAt(<BioEditor username={USER} bio="Old words" />);
    await openEditor(user);
    await user.clear(textbox());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)[0]?.body).toEqual({ bio: null }));
  });

  it('closes even when saving fails, logs it and tells the user', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.put(api(`/holidaze/profiles/${USER}`), () => apiError(500)));
    renderAt(<BioEditor username={USER} bio="" />);
    await openEditor(user);
    await user.type(textbox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your bio could not be saved.'));
    expect(logged).toHaveBeenCalled();
    expect(screen.getByText('No bio provided.')).toBeInTheDocument();
  });

  it('refuses more than 160 characters and keeps the editor open', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    renderAt(<BioEditor username={USER} bio="" />);
    await openEditor(user);
    await user.click(textbox());
    await user.paste('x'.repeat(161));
    expect(screen.getByText('161 / 160')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Bio cannot be greater than 160 characters'),
    ).toBeInTheDocument();
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('counts an emoji, a flag and a family as one character each, and saves 160 of them', async () => {
    const user = userEvent.setup();
    const bio = '👨‍👩‍👧‍👦🇳🇴😀'.repeat(53) + '👍🏽';
    server.use(http.put(api(`/holidaze/profiles/${USER}`), () => ok(profile({ bio }))));
    const calls = recordApiCalls();
    renderAt(<BioEditor username={USER} bio="" />);
    await openEditor(user);
    await user.click(textbox());
    await user.paste('😀');
    expect(screen.getByText('1 / 160')).toBeInTheDocument();
    await user.clear(textbox());
    await user.paste(bio);
    expect(screen.getByText('160 / 160')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectWrites(calls, [
      { method: 'PUT', path: `/holidaze/profiles/${USER}`, body: { bio } },
    ]);
  });
});
