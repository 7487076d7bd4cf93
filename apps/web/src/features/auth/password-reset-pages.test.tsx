import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, apiError, ok } from '../../test/api';
import { recordApiCalls, server, expectWrites, writes } from '../../test/server';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import { renderPage } from './test-support';

const TOKEN = 'a-reset-token-of-enough-length';
const SENT = 'If an account uses this address, a link is on its way.';

describe('ForgotPasswordPage', () => {
  it('asks for the address before sending anything', async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const calls = recordApiCalls();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('sends the address trimmed and lower-cased, and shows the same answer for any address', async () => {
    const user = userEvent.setup();
    server.use(http.post(api('/auth/password-reset'), () => ok({ message: SENT })));
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const calls = recordApiCalls();
    await user.type(screen.getByLabelText('Email Address'), '  Ann@Stud.Noroff.no ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${SENT} The link works once, for one hour.`,
    );
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    await expectWrites(calls, [
      { method: 'POST', path: '/auth/password-reset', body: { email: 'ann@stud.noroff.no' } },
    ]);
  });

  it('says when the link could not be sent, keeping the form', async () => {
    const user = userEvent.setup();
    server.use(http.post(api('/auth/password-reset'), () => apiError(503, 'Mail is down')));
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText('Email Address'), 'ann@stud.noroff.no');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail is down');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ann@stud.noroff.no');
  });
});

const typePasswords = async (password: string, repeat: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
};

const linkWorks = (usable: boolean) =>
  http.post(api('/auth/password-reset/check'), () => ok({ usable }));
const CHECK = { method: 'POST', path: '/auth/password-reset/check', body: { token: TOKEN } };

describe('ResetPasswordPage', () => {
  beforeEach(() => server.use(linkWorks(true)));

  it('says at once that a used or expired link no longer works, with no form to fill', async () => {
    server.use(linkWorks(false));
    const calls = recordApiCalls();
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has already been used or has expired. Ask for a new link: each works once, for one hour.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await expectWrites(calls, [CHECK]);
  });

  it('says so too when the check refuses the token as malformed', async () => {
    server.use(
      http.post(api('/auth/password-reset/check'), () =>
        apiError(400, 'This reset link is invalid or has expired: please ask for a new one'),
      ),
    );
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('already been used or has expired');
  });

  it('without a token, sends to the page that asks for a new link', () => {
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from the e-mail');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('refuses a short password and two that differ at their fields, sending nothing', async () => {
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    await screen.findByLabelText('New password');
    const calls = recordApiCalls();
    await typePasswords('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('sends the new password with the token and says it is changed', async () => {
    server.use(
      http.post(api('/auth/password-reset/confirm'), () =>
        ok({ message: 'Your password has been changed.' }),
      ),
    );
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    await screen.findByLabelText('New password');
    const calls = recordApiCalls();
    await typePasswords('a whole new passphrase', 'a whole new passphrase');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expectWrites(calls, [
      {
        method: 'POST',
        path: '/auth/password-reset/confirm',
        body: { token: TOKEN, password: 'a whole new passphrase' },
      },
    ]);
  });

  it('shows why the API refused the link', async () => {
    server.use(
      http.post(api('/auth/password-reset/confirm'), () =>
        apiError(400, 'This reset link is invalid or has expired: please ask for a new one'),
      ),
    );
    renderPage(<ResetPasswordPage />, `/reset-password?token=${TOKEN}`);
    await screen.findByLabelText('New password');
    await typePasswords('a whole new passphrase', 'a whole new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired',
    );
  });
});
